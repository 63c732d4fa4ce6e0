import type { GetServerSideProps } from 'next';
import { calculate } from '@/lib/calculator/calculatorEngine';
import { fromQuery, type QueryParams } from '@/lib/calculator/url/query';
import { todayIn } from '@/lib/tax/isoDate';
import { loadPageProps } from '@/lib/serving/pageProps/loadPageProps.server';
import { offerSheet, type OfferSheetModel, type OfferTimeOff } from './offerSheet';
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
 * The offer for a query string, or null when it does not name the state and the pay (the sheet
 * opened bare, or with figures the calculator would replace): the page then asks for them
 * rather than inventing an offer.
 */
export function offerFromQuery(query: QueryParams, today: string): OfferSheetModel | null {
  const input = fromQuery(query);
  const named =
    field(query, 'state') === input.state && Number(field(query, 'amount')) === input.pay.amount;
  if (!named) return null;
  try {
    return offerSheet(calculate(input), timeOffFromQuery(query), today);
  } catch {
    // An input the engine refuses is asked for again, like a missing one (no 500, no invented offer).
    return null;
  }
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
    offer: offerFromQuery(context.query, todayIn(new Date())),
  },
});
