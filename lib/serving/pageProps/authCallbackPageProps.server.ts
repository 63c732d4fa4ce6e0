import type { GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import { hasSignInResponse } from '@/lib/members/auth/signInResponse';
import { AUTH_CALLBACK_TEXT } from '@/lib/site/content/authCallbackContent';
import type { Locale } from '@/lib/site/i18n/locale';
import type { AuthCallbackPageProps } from '../../site/pageProps';
import { loadPageProps } from './loadPageProps.server';

/**
 * The sign-in return page's props in a language: the shared ones, its words, and whether its
 * address carries a provider's answer. The page is never cached (its query is one visitor's), so
 * the server can read it and render "nothing to finish" at once instead of after the scripts run.
 */
export function authCallbackPageProps(locale: Locale) {
  return async (
    context: GetServerSidePropsContext,
  ): Promise<GetServerSidePropsResult<AuthCallbackPageProps>> => {
    const props = await loadPageProps(context, 'authCallback', locale);
    const search = new URL(context.resolvedUrl, 'http://site.invalid').search;
    return {
      props: {
        ...props,
        signInResponse: hasSignInResponse(search),
        text: AUTH_CALLBACK_TEXT[locale],
      },
    };
  };
}

/** The English return page's props. */
export const getAuthCallbackPageProps = authCallbackPageProps('en');
