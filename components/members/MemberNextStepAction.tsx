import { styled } from '@mui/material/styles';
import { ActionLink, type ActionLook } from '@/components/ui/ActionButton';
import Link from '@/components/ui/Link';
import { ACCOUNT_COPY, type MemberNextStep } from '@/lib/members/account/memberNextStep';
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
  if (step.kind === 'notice') {
    return (
      <Notice data-member-next-step={step.status}>
        <strong>{step.label}</strong>
        <br />
        {ACCOUNT_COPY.reviewCall} <Link href={telHref(step.phone)}>{step.phone}</Link>.
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
      {step.label}
    </ActionLink>
  );
}
