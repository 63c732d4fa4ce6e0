import { ActionLink } from '@/components/ui/ActionButton';
import PageHero from '@/components/content/PageHero';
import PageShell from '@/components/layout/PageShell';
import { CONTRACT_PAGE_SHARED, type ContractPageCopy } from '@/lib/site/content/contractPages';
import type { BasePageProps } from '@/lib/site/pageProps';
import { ContractSections } from './sections/sections';

/** Shared layout of the two sample-contract pages: purpose, tips, the agreement and its PDF. */
export default function ContractPageView({
  copy,
  ...props
}: BasePageProps & { copy: ContractPageCopy }) {
  return (
    <PageShell {...props}>
      {/* Printing the page gives just the agreement; the PDF is made the same way. */}
      <div data-no-print>
        <PageHero
          eyebrow={copy.eyebrow}
          title={copy.title}
          lead={copy.lead}
          actions={
            <ActionLink
              href={copy.contract.pdfUrl}
              download={copy.contract.pdfFileName}
              external
              variant="contained"
              size="large"
            >
              {CONTRACT_PAGE_SHARED.download}
            </ActionLink>
          }
        />
      </div>
      <ContractSections copy={copy} phone={props.site.supportPhone} />
    </PageShell>
  );
}
