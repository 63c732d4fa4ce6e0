import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ActionLink } from '@/components/ui/ActionButton';
import CheckList from '@/components/content/CheckList';
import ConsultationBand from '@/components/content/ConsultationBand';
import ContentSection from '@/components/content/ContentSection';
import { REFERRAL_STEPS } from '@/lib/site/content/audienceContent';
import {
  REFERRAL_COPY,
  referralMailto,
  referralShareUrl,
  withReferralCode,
} from '@/lib/site/content/referralShare';
import { HIRED_ANSWERS } from '@/lib/site/enrollment/enrollmentLink';
import { siteEnrollmentLink } from '@/lib/site/enrollment/siteEnrollmentLink';
import type { BasePageProps } from '@/lib/site/pageProps';
import { primaryReferralCode } from '@/lib/site/referral/referrerCookie';
import { canonicalUrl } from '@/lib/site/seo/pageCatalogue';

/**
 * The referral page below its hero: how it works, the link to share (with the visitor's referral
 * code), the caregiver-to-family option and the consultation band (a static island: see
 * sections.ts). Everything in it comes from the page props, rendered on the server.
 */
export default function ReferralSections(props: BasePageProps) {
  const { site, flags } = props;
  const { share, caregiver, consultation } = REFERRAL_COPY;
  const referralCode = primaryReferralCode(props.referrerCookie);
  const siteUrl = referralShareUrl(canonicalUrl(site.siteOrigin, '/'), referralCode);
  // Not asked here: treated as not yet hired, the funnel asks again (as the header's link).
  const enrollHref = siteEnrollmentLink(props, { hiredAnswer: HIRED_ANSWERS[0].text });
  return (
    <>
      <ContentSection id="how-heading" heading={REFERRAL_COPY.how.heading}>
        <CheckList ordered items={REFERRAL_STEPS} />
      </ContentSection>

      <ContentSection id="share-heading" heading={share.heading} intro={share.intro} tinted>
        {referralCode ? (
          <Typography data-referral-code sx={{ mb: 2 }}>
            <strong>{withReferralCode(share.codeApplied, referralCode)}</strong> {share.codeTravels}
          </Typography>
        ) : null}
        <Box component="label" sx={{ display: 'block', fontWeight: 600, mb: 1 }}>
          {share.linkLabel}
          <Box
            component="input"
            type="url"
            readOnly
            value={siteUrl}
            sx={{
              display: 'block',
              width: '100%',
              maxWidth: 560,
              mt: 1,
              p: 1.5,
              font: 'inherit',
              fontWeight: 400,
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
            }}
          />
        </Box>
        {/* Enrollment is another app on the origin: a plain anchor, not Next's link. */}
        <ActionLink href={enrollHref} external variant="contained" sx={{ mt: 2 }}>
          {share.getStarted}
        </ActionLink>
      </ContentSection>

      {flags.caregiverToFamilyReferrals ? (
        <ContentSection
          id="caregiver-referral-heading"
          heading={caregiver.heading}
          intro={caregiver.intro}
        >
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
            <ActionLink
              href={referralMailto({ brandName: site.brandName, siteUrl, audience: 'employer' })}
              variant="contained"
            >
              {caregiver.emailEmployer}
            </ActionLink>
            <Typography>{caregiver.orCall.replace('{phone}', () => site.supportPhone)}</Typography>
          </Box>
        </ContentSection>
      ) : null}

      <ConsultationBand
        phone={site.supportPhone}
        heading={consultation.heading}
        body={consultation.body}
      />
    </>
  );
}
