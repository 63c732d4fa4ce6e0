import dynamic from 'next/dynamic';
import HiredQuestion, { type HiredQuestionProps } from '@/components/content/HiredQuestion';
import { HIRED_ANSWERS } from '@/lib/site/enrollment/enrollmentLink';
import { siteEnrollmentLink } from '@/lib/site/enrollment/siteEnrollmentLink';
import { inMuiScope } from '@/components/hydration/inMuiScope';
import { useMemberNextStep } from './useMemberNextStep';
import card from '@/components/ui/card.module.css';

// Only a signed-in member's page renders it (on the server too): visitors' pages never load it.
// It styles with MUI and brings its scope (docs/performance.md#mui-on-demand).
const MemberNextStepAction = dynamic(() => import('./MemberNextStepAction').then(inMuiScope));

/**
 * A page's enrollment call to action, by who is looking (docs/members.md#account-menu): a visitor
 * is asked the hired question and gets started; a member without an account is asked too, and
 * starts enrollment; a client, a pending or a submitted member is not asked, and sees their next
 * step instead. Safe on cached member pages: it branches on the account status only.
 */
export default function EnrollmentCallToAction(props: Omit<HiredQuestionProps, 'actionLabel'>) {
  // The header's link: not asked here, treated as not yet hired (docs/site.md#enrollment-links).
  const enrollmentHref = siteEnrollmentLink(props, { hiredAnswer: HIRED_ANSWERS[0].text });
  const step = useMemberNextStep(props.site, enrollmentHref);
  if (!step) return <HiredQuestion {...props} />;
  if (step.status === 'NONE') return <HiredQuestion {...props} actionLabel={step.label} />;
  return (
    <div className={card.raised} data-member-call-to-action>
      <MemberNextStepAction step={step} size="large" fullWidth />
    </div>
  );
}
