import { styled } from '@mui/material/styles';
import { ActionLink, type ActionLook } from '@/components/ui/ActionButton';
import Link from '@/components/ui/Link';
import { usePageLanguage } from '@/components/ui/PageLanguage';
import type { MemberNextStep } from '@/lib/members/account/memberNextStep';
import { telHref } from '@/lib/site/seo/navigation';

interface MemberNextStepActionProps extends Pick<ActionLook, 'size' | 'fullWidth'> {
  step: MemberNextStep;
}

const Notice = styled('p')({ margin: 0 });

/**
 * A member's next step as an action: a link into the member app or the enrollment funnel (both
 * other apps on the origin, so plain anchors), or the review notice with the phone to call.
 */
export default function MemberNextStepAction({ step, size, fullWidth }: MemberNextStepActionProps) {
  const { shell } = usePageLanguage();
  // The step's words in the page's language (its `label` is the English, for the hired question).
  const label = shell.account.next[step.status];
  if (step.kind === 'notice') {
    return (
      <Notice data-member-next-step={step.status}>
        <strong>{label}</strong>
        <br />
        {shell.account.reviewCall} <Link href={telHref(step.phone)}>{step.phone}</Link>.
      </Notice>
    );
  }
  return (
    <ActionLink
      data-member-next-step={step.status}
      href={step.href}
      external
      variant="contained"
      size={size}
      fullWidth={fullWidth}
    >
      {label}
    </ActionLink>
  );
}
