import Alert from '@mui/material/Alert';
import type { AuthState } from '@/lib/members/auth/authState';
import { greetingName } from '@/lib/members/graphql/member';

interface ImpersonationNoticeProps {
  member: NonNullable<AuthState['member']>;
  memberUuid: string | null;
}

/** The notice itself; `ImpersonationBanner` loads it only for an impersonated session. */
export default function ImpersonationNotice({ member, memberUuid }: ImpersonationNoticeProps) {
  return (
    <Alert
      severity="info"
      variant="filled"
      square
      role="status"
      sx={{ justifyContent: 'center' }}
      data-impersonation-banner
    >
      You are viewing this account as support ({greetingName(member)}, member {memberUuid}).
    </Alert>
  );
}
