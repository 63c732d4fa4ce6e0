import { styled } from '@mui/material/styles';
import Link from '@/components/ui/Link';
import { usePageLanguage } from '@/components/ui/PageLanguage';
import MemberNextStepAction from './MemberNextStepAction';
import { useMemberNextStep, type NextStepSite } from './useMemberNextStep';

interface AccountLinksProps {
  site: NextStepSite;
  enrollmentHref: string;
}

const Hint = styled('span')(({ theme }) => ({
  display: 'block',
  fontSize: '0.8125rem',
  color: theme.palette.text.secondary,
}));

/**
 * What the account menu and the mobile drawer offer a member: the next step for the account
 * status, then the member app (payroll, pay stubs, documents) on the core site.
 */
export default function AccountLinks({ site, enrollmentHref }: AccountLinksProps) {
  const step = useMemberNextStep(site, enrollmentHref);
  const { shell } = usePageLanguage();
  if (!step) return null;
  return (
    <>
      <MemberNextStepAction step={step} fullWidth />
      {/* The member app is another app on the core site: a plain anchor. */}
      <Link href={site.memberAppUrl} external data-member-app>
        {shell.account.memberApp}
        <Hint>{shell.account.memberAppHint}</Hint>
      </Link>
    </>
  );
}
