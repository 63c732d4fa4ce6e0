import { ActionLink } from '@/components/ui/ActionButton';
import BlurbGrid from '@/components/content/BlurbGrid';
import ConsultationBand from '@/components/content/ConsultationBand';
import ContentSection from '@/components/content/ContentSection';
import ContractView from '@/components/content/ContractView';
import PageHero from '@/components/content/PageHero';
import PageShell from '@/components/layout/PageShell';
import type { Blurb } from '@/lib/content/homeContent';
import type { ContractDocument } from '@/lib/content/contracts';
import type { BasePageProps } from '@/lib/pageProps/pageProps';

export interface ContractPageCopy {
  eyebrow: string;
  title: string;
  lead: string;
  documentTitle: string;
  /** Points to agree on, shown before the agreement. */
  tips: readonly Blurb[];
  contract: ContractDocument;
}

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
              Download the free PDF
            </ActionLink>
          }
        />
        <ContentSection id="tips-heading" heading="What to agree on before the first day">
          <BlurbGrid blurbs={copy.tips} />
        </ContentSection>
      </div>
      <ContentSection
        id="agreement-heading"
        heading="The sample agreement"
        intro="Fill in the blanks together, adjust anything that doesn’t fit your household, and keep a signed copy each."
        tinted
      >
        <ContractView contract={copy.contract} title={copy.documentTitle} />
      </ContentSection>
      <div data-no-print>
        <ConsultationBand
          phone={props.site.supportPhone}
          heading="Not sure what your state requires?"
          body="Overtime, paid sick leave and minimum wage rules differ by state and city. A specialist can check your agreement for free."
        />
      </div>
    </PageShell>
  );
}
