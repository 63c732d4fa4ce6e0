import { ActionLink } from '@/components/ui/ActionButton';
import PageHero from '@/components/content/PageHero';
import PageShell from '@/components/layout/PageShell';
import type { ContractHeroText, ContractKey } from '@/lib/site/content/contractPages';
import type { BasePageProps } from '@/lib/site/pageProps';
import { ContractSections } from './sections/sections';

/** A sample-contract page's props: the hero's words in its language, from the server. */
export interface ContractPageProps extends BasePageProps {
  text: ContractHeroText;
}

/** Shared layout of the two sample-contract pages: purpose, tips, the agreement and its PDF. */
export default function ContractPageView({
  text,
  contract,
  ...props
}: ContractPageProps & { contract: ContractKey }) {
  return (
    <PageShell {...props}>
      {/* Printing the page gives just the agreement; the PDF is made the same way. */}
      <div data-no-print>
        <PageHero
          eyebrow={text.eyebrow}
          title={text.title}
          lead={text.lead}
          actions={
            <ActionLink
              href={text.pdfUrl}
              download={text.pdfFileName}
              external
              variant="contained"
              size="large"
            >
              {text.download}
            </ActionLink>
          }
        />
      </div>
      <ContractSections contract={contract} locale={props.locale} phone={props.site.supportPhone} />
    </PageShell>
  );
}
