import Head from 'next/head';
import { pagePropsLoader } from '@/lib/serving/pageProps/loadPageProps.server';

export const getServerSideProps = pagePropsLoader('authCallback');

/**
 * Silent-renew callback, loaded by the sign-in library in a hidden frame when it renews without a
 * refresh token. The providers in `_app` hand the response to the parent window; nothing to show.
 */
export default function SilentSignInCallback() {
  return (
    <>
      <Head>
        <title>Renewing sign-in</title>
        <meta name="robots" content="noindex" />
      </Head>
      <p>Renewing your sign-in…</p>
    </>
  );
}
