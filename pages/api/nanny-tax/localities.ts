import type { NextApiRequest, NextApiResponse } from 'next';
import { publicLocalities } from '@/lib/tax/localities/publicList';
import { FIELD_RULES, FIELD_SCHEMAS } from '@/lib/tax/request';
import { type StateCode } from '@/lib/tax/states';

/** The list changes with the yearly data, i.e. with a deploy: a day's caching is safe. */
export const LOCALITIES_CACHE_CONTROL = 'public, max-age=86400';

function sendError(res: NextApiResponse, status: number, field: string, message: string) {
  res.setHeader('Cache-Control', 'no-store');
  res.status(status).json({ errors: [{ field, message }] });
}

/**
 * GET /api/nanny-tax/localities[?state=XX]: the localities the calculator knows, as
 * `[{ code, name, state, asksResidence, entersRate, tax }]` (lib/tax/localities/publicList.ts),
 * cached for a day. A bad `state` is a 400 naming it; methods other than GET and HEAD are a 405.
 */
export default function localities(req: NextApiRequest, res: NextApiResponse) {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('Allow', 'GET, HEAD');
    sendError(res, 405, '', 'Use GET.');
    return;
  }
  const raw = req.query.state;
  let state: StateCode | undefined;
  if (raw !== undefined) {
    const parsed = FIELD_SCHEMAS.state.safeParse(raw);
    if (!parsed.success) {
      sendError(res, 400, 'state', FIELD_RULES.state ?? 'is not valid');
      return;
    }
    state = parsed.data;
  }
  res.setHeader('Cache-Control', LOCALITIES_CACHE_CONTROL);
  res.status(200).json(publicLocalities(state));
}
