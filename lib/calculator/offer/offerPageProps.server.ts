import type { GetServerSideProps } from 'next';
import { calculateOrDefault } from '@/lib/calculator/calculatorEngine';
import { fromQuery, type QueryParams } from '@/lib/calculator/url/query';
import { loadPageProps } from '@/lib/serving/pageProps/loadPageProps.server';
import { offerSheet, type OfferTimeOff } from './offerSheet';
import { type NannyOfferSheetPageProps } from './offerPageProps';

/** Paid days or hours a year as typed in the URL: a whole number from 0 to 365, else blank. */
function count(params: QueryParams, name: string): number | null {
  const raw = params instanceof URLSearchParams ? params.get(name) : params[name];
  const text = typeof raw === 'string' ? raw : raw?.[0];
  if (text === undefined || text === null || !/^\d{1,3}$/.test(text.trim())) return null;
  const value = Number(text);
  return value <= 365 ? value : null;
}

/** The time off the family intends (`pto` days and `sick` hours a year), blank when absent. */
export function timeOffFromQuery(params: QueryParams): OfferTimeOff {
  return { ptoDays: count(params, 'pto'), sickHours: count(params, 'sick') };
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
