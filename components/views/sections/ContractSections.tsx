import BlurbGrid from '@/components/content/BlurbGrid';
import ConsultationBand from '@/components/content/ConsultationBand';
import ContentSection from '@/components/content/ContentSection';
import ContractView from '@/components/content/ContractView';
import { CONTRACT_PAGE_SHARED, type ContractPageCopy } from '@/lib/site/content/contractPages';

interface ContractSectionsProps {
  copy: ContractPageCopy;
  phone: string;
}

/**
 * A sample-contract page below its hero: tips, the agreement and the consultation band (a static
 * island: see sections.ts). Printing the page gives just the agreement.
 */
export default function ContractSections({ copy, phone }: ContractSectionsProps) {
  return (
    <>
      <div data-no-print>
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
          phone={phone}
          heading={CONTRACT_PAGE_SHARED.consultation.heading}
          body={CONTRACT_PAGE_SHARED.consultation.body}
        />
      </div>
    </>
  );
}
