import { withBasePath } from '@/lib/platform/routing/basePath';
import { calculateNannyTax } from '@/lib/tax/calculate';
import {
  localizeNannyShareResult,
  localizeNannyTaxResult,
} from '@/lib/tax/messages/localizeResult';
import { parseNannyTaxRequest } from '@/lib/tax/request';
import { calculateNannyShare } from '@/lib/tax/share/calculateShare';
import { ShareFamilyUnpaidError } from '@/lib/tax/share/errors';
import { parseNannyShareRequest } from '@/lib/tax/share/request';
import { calculationRoute } from './calculationRoute.server';

/**
 * POST /api/nanny-tax: the calculator as JSON (request and response shapes in
 * lib/tax/contract.ts, docs/tax.md#nanny-tax-api).
 */
export const nannyTaxRoute = calculationRoute({
  name: 'Nanny tax',
  parse: parseNannyTaxRequest,
  calculate: calculateNannyTax,
  localize: localizeNannyTaxResult,
});

/**
 * POST /api/nanny-share: the nanny-share calculator as JSON (shapes in lib/tax/share/contract.ts,
 * docs/calculator.md#nanny-share), with fields named by path (`families[1].shareOfSharedPay`).
 */
export const nannyShareRoute = calculationRoute({
  name: 'Nanny share',
  parse: parseNannyShareRequest,
  calculate: calculateNannyShare,
  localize: localizeNannyShareResult,
  // The schema's half-cent test and the engine's rounding can disagree on a family's last cent.
  inputErrorOf: (error) =>
    error instanceof ShareFamilyUnpaidError
      ? [{ field: `families[${error.index}]`, message: error.message }]
      : undefined,
});

/**
 * The calculation routes by full path: the front server answers these itself, ahead of Next.js's
 * page pipeline (docs/serving.md#direct-api-routes); the API routes under pages/api serve the
 * same handlers wherever Next.js runs alone (`next start`, `next dev`).
 */
export const DIRECT_ROUTES = new Map([
  [withBasePath('/api/nanny-tax'), nannyTaxRoute],
  [withBasePath('/api/nanny-share'), nannyShareRoute],
]);
