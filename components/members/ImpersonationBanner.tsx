import dynamic from 'next/dynamic';
import { inMuiScope } from '@/components/hydration/inMuiScope';
import { useSiteAuth } from '@/components/members/SiteAuthContext';

// Rendered on the server when needed; its code (MUI's Alert) reaches only support sessions' pages.
// It brings MUI's scope with it (docs/performance.md#mui-on-demand).
const ImpersonationNotice = dynamic(() => import('./ImpersonationNotice').then(inMuiScope));

/** A clear notice that support is acting as a member (docs/members.md#impersonation). */
export default function ImpersonationBanner() {
  const { auth } = useSiteAuth();
  if (!auth.isImpersonated || !auth.member) return null;
  return <ImpersonationNotice member={auth.member} memberUuid={auth.memberUuid} />;
}
