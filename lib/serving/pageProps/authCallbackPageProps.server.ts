import type { GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import { hasSignInResponse } from '@/lib/members/auth/signInResponse';
import type { AuthCallbackPageProps } from '../../site/pageProps';
import { loadPageProps } from './loadPageProps.server';

/**
 * The sign-in return page's props: the shared ones, and whether its address carries a provider's
 * answer. The page is never cached (its query is one visitor's), so the server can read it and
 * render "nothing to finish" at once instead of after the scripts run.
 */
export async function getAuthCallbackPageProps(
  context: GetServerSidePropsContext,
): Promise<GetServerSidePropsResult<AuthCallbackPageProps>> {
  const props = await loadPageProps(context, 'authCallback');
  const search = new URL(context.resolvedUrl, 'http://site.invalid').search;
  return { props: { ...props, signInResponse: hasSignInResponse(search) } };
}
