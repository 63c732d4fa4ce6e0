import { BASE_PATH } from '@/lib/platform/routing/basePath';

/**
 * The provider sent us back from sign-out: the landing page with a `state` parameter. Its own
 * module because the first load needs only this test (SiteAuthProvider), not the callback
 * handlers beside it, which bring the session API and the request timeout helpers.
 */
export function isSignOutReturn(location: Pick<Location, 'pathname' | 'search'>): boolean {
  return location.pathname === BASE_PATH && new URLSearchParams(location.search).has('state');
}
