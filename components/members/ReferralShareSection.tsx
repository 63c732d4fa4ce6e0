import { useRef } from 'react';
import ContentSection from '@/components/content/ContentSection';
import { ActionButton, ActionLink } from '@/components/ui/ActionButton';
import { usePageLanguage } from '@/components/ui/PageLanguage';
import type { ReferralText } from '@/lib/site/content/referralContent';
import { referralMailto, referralSms, withReferralCode } from '@/lib/site/content/referralShare';
import { HIRED_ANSWERS } from '@/lib/site/enrollment/enrollmentLink';
import { siteEnrollmentLink } from '@/lib/site/enrollment/siteEnrollmentLink';
import { primaryReferralCode } from '@/lib/site/referral/referrerCookie';
import { referralRewardText } from '@/lib/site/referral/referralReward';
import type { BasePageProps } from '@/lib/site/pageProps';
import { useSiteAuth } from './SiteAuthContext';
import { useCopyText } from './useCopyText';
import { useMemberReferralUrl } from './useMemberReferralUrl';
import styles from './ReferralShareSection.module.css';

type ReferralShareSectionProps = Pick<
  BasePageProps,
  'site' | 'flags' | 'referrerCookie' | 'partnerCode'
> & {
  /** The page's words in its language (lib/site/content/referralContent.ts). */
  text: ReferralText;
};

/**
 * "Your referral link" (docs/site.md#member-referral-links): a signed-in member's personal link,
 * with their code, to copy (with "Copied" feedback), e-mail or text; a visitor is invited to sign
 * in for one (a referred visitor is told their own enrollment carries the code that brought them).
 * The configured reward, in the page's language (its page props carry that language's setting), is
 * stated while caregiver-to-family referrals are on. The link, and the notes, follow the page's
 * language (the Spanish page shares the Spanish landing page). The link appears after
 * hydration, so a cached member page never holds it.
 */
export default function ReferralShareSection(props: ReferralShareSectionProps) {
  const { site, flags, text } = props;
  const { share, notes } = text;
  const { locale } = usePageLanguage();
  const { auth, signIn } = useSiteAuth();
  const url = useMemberReferralUrl(site.siteOrigin, locale);
  const { state, copy } = useCopyText();
  const field = useRef<HTMLInputElement>(null);
  const reward =
    flags.caregiverToFamilyReferrals && site.referralReward ? (
      <p className={`${styles.note} ${styles.reward}`} data-referral-reward>
        {referralRewardText(site.referralReward, site.brandName)}
      </p>
    ) : null;
  if (!auth.isLoggedIn) {
    const referredBy = primaryReferralCode(props.referrerCookie);
    return (
      <ContentSection id="share-heading" heading={share.heading} intro={share.intro} tinted>
        {reward}
        {referredBy ? (
          <p className={styles.note} data-referral-code>
            <strong>{withReferralCode(share.codeApplied, referredBy)}</strong> {share.codeTravels}{' '}
            {/* Enrollment is another app on the origin: a plain anchor, not Next's link. */}
            <ActionLink
              href={siteEnrollmentLink(props, { hiredAnswer: HIRED_ANSWERS[0].text })}
              external
              variant="text"
            >
              {share.getStarted}
            </ActionLink>
          </p>
        ) : null}
        <p className={styles.note}>{share.signInLead}</p>
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
      <label className={styles.linkLabel}>
        {share.linkLabel}
        <input
          className={styles.linkField}
          ref={field}
          type="url"
          readOnly
          value={url ?? ''}
          data-member-referral-link
        />
      </label>
      <div className={styles.actions}>
        <ActionButton variant="contained" onClick={onCopy} disabled={!url}>
          {state === 'copied' ? share.copied : share.copy}
        </ActionButton>
        {url ? (
          <>
            <ActionLink
              variant="outlined"
              href={referralMailto(notes, {
                brandName: site.brandName,
                siteUrl: url,
                audience: 'friend',
              })}
            >
              {text.hero.emailFriend}
            </ActionLink>
            <ActionLink
              variant="outlined"
              href={referralSms(notes, { brandName: site.brandName, siteUrl: url })}
            >
              {share.textFamily}
            </ActionLink>
          </>
        ) : null}
        {/* Announced to screen readers as well as shown on the button. */}
        <span className={styles.copyStatus} role="status">
          {state === 'copied' ? share.copied : state === 'failed' ? share.copyFailed : ''}
        </span>
      </div>
    </ContentSection>
  );
}
