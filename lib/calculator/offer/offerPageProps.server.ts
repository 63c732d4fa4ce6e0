import type { GetServerSideProps } from 'next';
import * as englishEngine from '@/lib/calculator/calculatorEngine';
import * as spanishEngine from '@/lib/calculator/spanishCalculatorEngine';
import { fromQuery, type QueryParams } from '@/lib/calculator/url/query';
import { todayIn } from '@/lib/tax/isoDate';
import { loadPageProps } from '@/lib/serving/pageProps/loadPageProps.server';
import { type Locale } from '@/lib/site/i18n/locale';
import { offerSheet, type OfferSheetModel, type OfferTimeOff } from './offerSheet';
import { type NannyOfferSheetPageProps } from './offerPageProps';
import { OFFER_PAGE_TEXT } from './text/offerText';
import { timeOffCount } from './timeOffCount';

// The Spanish engine words the answer's line names and warnings in Spanish (spanishCalculatorEngine.ts).
const ENGINES = { en: englishEngine, es: spanishEngine } as const;

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
export function offerFromQuery(
  query: QueryParams,
  today: string,
  locale: Locale = 'en',
): OfferSheetModel | null {
  const input = fromQuery(query);
  const named =
    field(query, 'state') === input.state && Number(field(query, 'amount')) === input.pay.amount;
  if (!named) return null;
  try {
    return offerSheet(ENGINES[locale].calculate(input), timeOffFromQuery(query), today, locale);
  } catch {
    // An input the engine refuses is asked for again, like a missing one (no 500, no invented offer).
    return null;
  }
}

/**
 * The offer sheet's props in a language: the calculator's input from the same query string as the
 * calculator page (so "Make an offer" is that URL on another path), computed on the server, and
 * the page's words (docs/calculator.md#offer-sheet); the page needs no engine at all.
 */
export function offerSheetPageProps(locale: Locale): GetServerSideProps<NannyOfferSheetPageProps> {
  return async (context) => ({
    props: {
      ...(await loadPageProps(context, 'nannyOfferSheet', locale)),
      offer: offerFromQuery(context.query, todayIn(new Date()), locale),
      text: OFFER_PAGE_TEXT[locale],
    },
  });
}

/** The English page's props. */
export const getOfferSheetPageProps = offerSheetPageProps('en');
