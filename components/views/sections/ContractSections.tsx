import BlurbGrid from '@/components/content/BlurbGrid';
import ConsultationBand from '@/components/content/ConsultationBand';
import ContentSection from '@/components/content/ContentSection';
import ContractView from '@/components/content/ContractView';
import {
  CONTRACT_PAGE_SHARED,
  CONTRACT_PAGES,
  type ContractKey,
} from '@/lib/site/content/contractPages';
import type { Locale } from '@/lib/site/i18n/locale';

interface ContractSectionsProps {
  contract: ContractKey;
  locale: Locale;
  phone: string;
}

/**
 * A sample-contract page below its hero: tips, the agreement and the consultation band, in the
 * page's language (a static island: see sections.ts; both languages' words stay on the server).
 * Printing the page gives just the agreement.
 */
export default function ContractSections({ contract, locale, phone }: ContractSectionsProps) {
  const copy = CONTRACT_PAGES[contract][locale];
  const shared = CONTRACT_PAGE_SHARED[locale];
  return (
    <>
      <div data-no-print>
        <ContentSection id="tips-heading" heading={shared.tipsHeading}>
          <BlurbGrid blurbs={copy.tips} />
        </ContentSection>
      </div>
      <ContentSection
        id="agreement-heading"
        heading={shared.agreement.heading}
        intro={shared.agreement.intro}
        tinted
      >
        <ContractView contract={copy.contract} title={copy.documentTitle} />
      </ContentSection>
      <div data-no-print>
        <ConsultationBand
          phone={phone}
          heading={shared.consultation.heading}
          body={shared.consultation.body}
        />
      </div>
    </>
  );
}
