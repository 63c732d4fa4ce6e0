import type { GetServerSideProps } from 'next';
import { loadPageProps } from '@/lib/serving/pageProps/loadPageProps.server';
import { calculateShareOrDefault } from './shareEngine';
import { type NannyShareCalculatorPageProps } from './sharePageProps';
import { fromShareQuery } from './url/shareQuery';

/**
 * The share page's props: the shared page props and the calculation for the share in the URL,
 * so a shared link is rendered on the server. A query the API would refuse gives the example.
 */
export const getSharePageProps: GetServerSideProps<NannyShareCalculatorPageProps> = async (
  context,
) => ({
  props: {
    ...(await loadPageProps(context, 'nannyShareCalculator')),
    calculation: calculateShareOrDefault(fromShareQuery(context.query)),
  },
});
