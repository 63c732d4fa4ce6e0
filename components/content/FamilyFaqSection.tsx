import ContentSection from '@/components/content/ContentSection';
import FaqList from '@/components/content/FaqList';
import { FAQ_SECTION_TEXT, faqForPage } from '@/lib/site/content/faqContent';
import type { Locale } from '@/lib/site/i18n/locale';
import type { PageKey } from '@/lib/site/seo/pageLinks';

interface FamilyFaqSectionProps {
  pageKey: PageKey;
  brandName: string;
  locale: Locale;
}

/** The questions families ask, as a page section (the page's FAQPage structured data says the same). */
export default function FamilyFaqSection({ pageKey, brandName, locale }: FamilyFaqSectionProps) {
  const text = FAQ_SECTION_TEXT[locale];
  return (
    <ContentSection id="faq-heading" heading={text.heading} intro={text.intro}>
      <FaqList
        entries={faqForPage(pageKey, locale)}
        brandName={brandName}
        locale={locale}
        inEnglish={text.inEnglish}
      />
    </ContentSection>
  );
}
