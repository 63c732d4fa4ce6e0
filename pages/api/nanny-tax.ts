import { calculationRoute } from '@/lib/calculator/calculationRoute.server';
import { calculateNannyTax } from '@/lib/tax/calculate';
import { parseNannyTaxRequest } from '@/lib/tax/request';

/** Next's body parser is off: the route answers bad bodies in its own error shape. */
export const config = { api: { bodyParser: false } };

/**
 * POST /api/nanny-tax: the calculator as JSON (request and response shapes in
 * lib/tax/contract.ts, docs/tax.md#nanny-tax-api); status codes as every calculation route's.
 */
export default calculationRoute({
  name: 'Nanny tax',
  parse: parseNannyTaxRequest,
  calculate: calculateNannyTax,
});
