import { calculationRoute } from '@/lib/calculator/calculationRoute.server';
import { calculateNannyShare } from '@/lib/tax/share/calculateShare';
import { ShareFamilyUnpaidError } from '@/lib/tax/share/errors';
import { parseNannyShareRequest } from '@/lib/tax/share/request';

/** Next's body parser is off: the route answers bad bodies in its own error shape. */
export const config = { api: { bodyParser: false } };

/**
 * POST /api/nanny-share: the nanny-share calculator as JSON (shapes in lib/tax/share/contract.ts,
 * docs/calculator.md#nanny-share); status codes as every calculation route's, with fields named
 * by path (`families[1].shareOfSharedPay`).
 */
export default calculationRoute({
  name: 'Nanny share',
  parse: parseNannyShareRequest,
  calculate: calculateNannyShare,
  // The schema's half-cent test and the engine's rounding can disagree on a family's last cent.
  inputErrorOf: (error) =>
    error instanceof ShareFamilyUnpaidError
      ? [{ field: `families[${error.index}]`, message: error.message }]
      : undefined,
});
