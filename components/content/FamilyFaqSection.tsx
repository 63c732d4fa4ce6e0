import ContentSection from '@/components/content/ContentSection';
import FaqList from '@/components/content/FaqList';
import { FAQ_SECTION, faqForPage } from '@/lib/site/content/faqContent';
import type { PageKey } from '@/lib/site/seo/pageLinks';

interface FamilyFaqSectionProps {
  pageKey: PageKey;
  brandName: string;
}

/** The questions families ask, as a page section (the page's FAQPage structured data says the same). */
export default function FamilyFaqSection({ pageKey, brandName }: FamilyFaqSectionProps) {
  return (
    <ContentSection id="faq-heading" heading={FAQ_SECTION.heading} intro={FAQ_SECTION.intro}>
      <FaqList entries={faqForPage(pageKey)} brandName={brandName} />
    </ContentSection>
  );
}
