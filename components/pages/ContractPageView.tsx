import { ActionLink } from '@/components/ui/ActionButton';
import BlurbGrid from '@/components/content/BlurbGrid';
import ConsultationBand from '@/components/content/ConsultationBand';
import ContentSection from '@/components/content/ContentSection';
import ContractView from '@/components/content/ContractView';
import PageHero from '@/components/content/PageHero';
import PageShell from '@/components/layout/PageShell';
import { CONTRACT_PAGE_SHARED, type ContractPageCopy } from '@/lib/content/contractPages';
import type { BasePageProps } from '@/lib/pageProps/pageProps';

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
        <ContentSection id="tips-heading" heading={CONTRACT_PAGE_SHARED.tipsHeading}>
          <BlurbGrid blurbs={copy.tips} />
        </ContentSection>
      </div>
      <ContentSection
        id="agreement-heading"
        heading={CONTRACT_PAGE_SHARED.agreement.heading}
        intro={CONTRACT_PAGE_SHARED.agreement.intro}
        tinted
      >
        <ContractView contract={copy.contract} title={copy.documentTitle} />
      </ContentSection>
      <div data-no-print>
        <ConsultationBand
          phone={props.site.supportPhone}
          heading={CONTRACT_PAGE_SHARED.consultation.heading}
          body={CONTRACT_PAGE_SHARED.consultation.body}
        />
      </div>
    </PageShell>
  );
}
