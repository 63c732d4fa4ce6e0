import Box from '@mui/material/Box';
import { useRef } from 'react';
import ContentSection from '@/components/content/ContentSection';
import { ActionButton, ActionLink } from '@/components/ui/ActionButton';
import {
  REFERRAL_COPY,
  referralMailto,
  referralSms,
  withReferralCode,
} from '@/lib/site/content/referralShare';
import { HIRED_ANSWERS } from '@/lib/site/enrollment/enrollmentLink';
import { siteEnrollmentLink } from '@/lib/site/enrollment/siteEnrollmentLink';
import { primaryReferralCode } from '@/lib/site/referral/referrerCookie';
import { referralRewardText } from '@/lib/site/referral/referralReward';
import type { BasePageProps } from '@/lib/site/pageProps';
import { useSiteAuth } from './SiteAuthContext';
import { useCopyText } from './useCopyText';
import { useMemberReferralUrl } from './useMemberReferralUrl';

type ReferralShareSectionProps = Pick<
  BasePageProps,
  'site' | 'flags' | 'referrerCookie' | 'partnerCode'
>;

const LINK_FIELD_SX = {
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
  boxSizing: 'border-box',
} as const;

/**
 * "Your referral link" (docs/site.md#member-referral-links): a signed-in member's personal link,
 * with their code, to copy (with "Copied" feedback), e-mail or text; a visitor is invited to sign
 * in for one (a referred visitor is told their own enrollment carries the code that brought them).
 * The configured reward is stated while caregiver-to-family referrals are on. The link appears after
 * hydration, so a cached member page never holds it.
 */
export default function ReferralShareSection(props: ReferralShareSectionProps) {
  const { site, flags } = props;
  const { share } = REFERRAL_COPY;
  const { auth, signIn } = useSiteAuth();
  const url = useMemberReferralUrl(site.siteOrigin);
  const { state, copy } = useCopyText();
  const field = useRef<HTMLInputElement>(null);
  const reward =
    flags.caregiverToFamilyReferrals && site.referralReward ? (
      <Box component="p" data-referral-reward sx={{ mt: 0, mb: 2, fontWeight: 600 }}>
        {referralRewardText(site.referralReward, site.brandName)}
      </Box>
    ) : null;
  if (!auth.isLoggedIn) {
    const referredBy = primaryReferralCode(props.referrerCookie);
    return (
      <ContentSection id="share-heading" heading={share.heading} intro={share.intro} tinted>
        {reward}
        {referredBy ? (
          <Box component="p" data-referral-code sx={{ mt: 0, mb: 2 }}>
            <strong>{withReferralCode(share.codeApplied, referredBy)}</strong> {share.codeTravels}{' '}
            {/* Enrollment is another app on the origin: a plain anchor, not Next's link. */}
            <ActionLink
              href={siteEnrollmentLink(props, { hiredAnswer: HIRED_ANSWERS[0].text })}
              external
              variant="text"
            >
              {share.getStarted}
            </ActionLink>
          </Box>
        ) : null}
        <Box component="p" sx={{ mt: 0, mb: 2 }}>
          {share.signInLead}
        </Box>
        <ActionButton variant="contained" onClick={() => signIn()}>
          {share.signIn}
        </ActionButton>
      </ContentSection>
    );
  }
  const onCopy = () => {
    if (!url) return;
    copy(url);
    field.current?.select();
  };
  return (
    <ContentSection id="share-heading" heading={share.heading} intro={share.intro} tinted>
      {reward}
      <Box component="label" sx={{ display: 'block', fontWeight: 600, mb: 1 }}>
        {share.linkLabel}
        <Box
          component="input"
          ref={field}
          type="url"
          readOnly
          value={url ?? ''}
          data-member-referral-link
          sx={LINK_FIELD_SX}
        />
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mt: 2 }}>
        <ActionButton variant="contained" onClick={onCopy} disabled={!url}>
          {state === 'copied' ? share.copied : share.copy}
        </ActionButton>
        {url ? (
          <>
            <ActionLink
              variant="outlined"
              href={referralMailto({ brandName: site.brandName, siteUrl: url, audience: 'friend' })}
            >
              {REFERRAL_COPY.hero.emailFriend}
            </ActionLink>
            <ActionLink
              variant="outlined"
              href={referralSms({ brandName: site.brandName, siteUrl: url })}
            >
              {share.textFamily}
            </ActionLink>
          </>
        ) : null}
        {/* Announced to screen readers as well as shown on the button. */}
        <Box component="span" role="status" sx={{ fontWeight: 600 }}>
          {state === 'copied' ? share.copied : state === 'failed' ? share.copyFailed : ''}
        </Box>
      </Box>
    </ContentSection>
  );
}
