import type { NextApiRequest, NextApiResponse } from 'next';
import { publishedCases } from '@/lib/tax/cases/publishedCases';

/** The cases change only with a deploy: a day's caching is safe. */
export const CASES_CACHE_CONTROL = 'public, max-age=86400';

/** Built once per process: the cases are constants. */
const BODY = publishedCases();

/**
 * GET /api/nanny-tax/cases: the golden cases, each a request, the figures it must give to the
 * cent and the agency source and hand computation behind them (docs/tax.md#golden-cases). Methods
 * other than GET and HEAD are a 405.
 */
export default function cases(req: NextApiRequest, res: NextApiResponse) {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('Allow', 'GET, HEAD');
    res.setHeader('Cache-Control', 'no-store');
    res.status(405).json({ errors: [{ field: '', message: 'Use GET.' }] });
    return;
  }
  res.setHeader('Cache-Control', CASES_CACHE_CONTROL);
  res.status(200).json(BODY);
}
