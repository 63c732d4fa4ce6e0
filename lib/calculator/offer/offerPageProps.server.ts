import type { GetServerSideProps } from 'next';
import { calculateOrDefault } from '@/lib/calculator/calculatorEngine';
import { fromQuery, type QueryParams } from '@/lib/calculator/url/query';
import { loadPageProps } from '@/lib/serving/pageProps/loadPageProps.server';
import { offerSheet, type OfferTimeOff } from './offerSheet';
import { type NannyOfferSheetPageProps } from './offerPageProps';
import { timeOffCount } from './timeOffCount';

/** The first value of a query field, if any. */
function field(params: QueryParams, name: string): string | undefined {
  const raw = params instanceof URLSearchParams ? params.get(name) : params[name];
  return (typeof raw === 'string' ? raw : raw?.[0]) ?? undefined;
}

/** The time off the family intends (`pto` days and `sick` hours a year), blank when absent. */
export function timeOffFromQuery(params: QueryParams): OfferTimeOff {
  return {
    ptoDays: timeOffCount(field(params, 'pto')),
    sickHours: timeOffCount(field(params, 'sick')),
  };
}

/**
 * The offer sheet's props: the calculator's input from the same query string as the calculator
 * page (so "Make an offer" is that URL on another path), computed on the server; the page needs
 * no engine at all.
 */
export const getOfferSheetPageProps: GetServerSideProps<NannyOfferSheetPageProps> = async (
  context,
) => ({
  props: {
    ...(await loadPageProps(context, 'nannyOfferSheet')),
    offer: offerSheet(
      calculateOrDefault(fromQuery(context.query)),
      timeOffFromQuery(context.query),
    ),
  },
});
