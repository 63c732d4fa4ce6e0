import Alert from '@mui/material/Alert';
import { greetingName } from '@/lib/graphql/member';
import { useSiteAuth } from '@/lib/auth/siteAuthContext';

/** A clear notice that support is acting as a member (SPEC §6 impersonated member). */
export default function ImpersonationBanner() {
  const { auth } = useSiteAuth();
  if (!auth.isImpersonated || !auth.member) return null;
  return (
    <Alert
      severity="info"
      variant="filled"
      square
      role="status"
      sx={{ justifyContent: 'center' }}
      data-impersonation-banner
    >
      You are viewing this account as support ({greetingName(auth.member)}, member {auth.memberUuid}
      ).
    </Alert>
  );
}
