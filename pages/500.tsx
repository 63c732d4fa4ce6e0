import StaticErrorPage, { type StaticErrorPageProps } from '@/components/views/StaticErrorPage';

export { getStaticErrorProps as getStaticProps } from '@/lib/serving/pageProps/staticErrorProps.server';

/** Shown when rendering a page fails on the server. */
export default function ServerErrorPage(props: StaticErrorPageProps) {
  return (
    <StaticErrorPage
      {...props}
      title="Something Went Wrong"
      heading="Something went wrong on our side"
      message="We’ve been notified and are looking into it. Please try again in a moment."
    />
  );
}

ServerErrorPage.bareDocument = true;
export const config = { unstable_runtimeJS: false };
