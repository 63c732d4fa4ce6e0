import { ActionLink } from '@/components/ui/ActionButton';
import EnrollmentCallToAction from '@/components/members/EnrollmentCallToAction';
import PageHero from '@/components/content/PageHero';
import PageShell from '@/components/layout/PageShell';
import { SeniorCareSections } from './sections/sections';
import type { SeniorCareText } from '@/lib/site/content/audienceContent';
import { hrefLangFor, pagePathFor } from '@/lib/site/i18n/spanishPages';
import type { BasePageProps } from '@/lib/site/pageProps';

/** For families hiring an in-home caregiver for an adult or senior. */
export interface SeniorCareViewProps extends BasePageProps {
  /** The page's words in its language, from the server (lib/site/content/audienceContent.ts). */
  text: SeniorCareText;
}

export default function SeniorCareView({ text, ...props }: SeniorCareViewProps) {
  const { site, flags, locale } = props;
  const contractLang = hrefLangFor('sampleSeniorCareContract', locale);
  return (
    <PageShell {...props}>
      <PageHero
        eyebrow={text.hero.eyebrow}
        title={text.hero.title}
        lead={text.hero.lead}
        actions={
          <ActionLink
            href={pagePathFor('sampleSeniorCareContract', locale)}
            hrefLang={contractLang}
            variant="outlined"
            size="large"
          >
            {text.hero.contractAction}
            {contractLang ? text.inEnglish : null}
          </ActionLink>
        }
        aside={
          <EnrollmentCallToAction
            site={site}
            flags={flags}
            referrerCookie={props.referrerCookie}
            partnerCode={props.partnerCode}
          />
        }
      />
      <SeniorCareSections {...props} />
    </PageShell>
  );
}
