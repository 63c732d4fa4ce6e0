import StaticErrorPage, { type StaticErrorPageProps } from '@/components/views/StaticErrorPage';

export { getStaticErrorProps as getStaticProps } from '@/lib/serving/pageProps/staticErrorProps.server';

/**
 * Shown when rendering a page fails on the server: in English and in Spanish, since one static file
 * answers for every address, Spanish pages included.
 */
export default function ServerErrorPage(props: StaticErrorPageProps) {
  return (
    <StaticErrorPage
      {...props}
      title="Something Went Wrong"
      words={{
        heading: 'Something went wrong on our side',
        message: 'We’ve been notified and are looking into it. Please try again in a moment.',
        call: 'Need help now? Call',
        linksLabel: 'Helpful links',
      }}
      spanish={{
        heading: 'Algo salió mal de nuestro lado',
        message: 'Ya nos avisaron y lo estamos revisando. Vuelva a intentarlo en un momento.',
        call: '¿Necesita ayuda ahora? Llame al',
        linksLabel: 'Enlaces útiles',
      }}
    />
  );
}

ServerErrorPage.bareDocument = true;
export const config = { unstable_runtimeJS: false };
