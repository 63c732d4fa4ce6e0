import StaticErrorPage, { type StaticErrorPageProps } from '@/components/views/StaticErrorPage';

export { getStaticErrorProps as getStaticProps } from '@/lib/serving/pageProps/staticErrorProps.server';

/** Static fallback 404; page routes get the full interactive one from pages/[...notFound].tsx. */
export default function NotFoundPage(props: StaticErrorPageProps) {
  return (
    <StaticErrorPage
      {...props}
      title="Page Not Found"
      words={{
        heading: 'We couldn’t find that page',
        message: 'The page may have moved, or the address may have a typo. These pages can help:',
        call: 'Need help now? Call',
        linksLabel: 'Helpful links',
      }}
    />
  );
}

NotFoundPage.bareDocument = true;
export const config = { unstable_runtimeJS: false };
