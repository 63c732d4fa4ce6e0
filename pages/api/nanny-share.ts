import type { NextApiRequest, NextApiResponse } from 'next';
import { readJsonBody } from '@/lib/serving/requests/requestBody.server';
import { logger } from '@/lib/platform/logging/logger.server';
import { type RequestError } from '@/lib/tax/request';
import { calculateNannyShare } from '@/lib/tax/share/calculateShare';
import { ShareFamilyUnpaidError } from '@/lib/tax/share/errors';
import { parseNannyShareRequest } from '@/lib/tax/share/request';

/** Largest request body accepted: three families with withholding are well under 4 KB. */
export const MAX_BODY_BYTES = 16 * 1024;

/** Next's body parser is off: readJsonBody answers bad bodies in this route's error shape. */
export const config = { api: { bodyParser: false } };

function sendErrors(res: NextApiResponse, status: number, errors: RequestError[]) {
  res.setHeader('Cache-Control', 'no-store');
  res.status(status).json({ errors });
}

/**
 * POST /api/nanny-share: the nanny-share calculator as JSON (shapes in lib/tax/share/contract.ts,
 * docs/calculator.md#nanny-share). Answers like /api/nanny-tax: 405, 415, 413, 400 with
 * `{ errors: [{ field, message }] }` naming fields by path (`families[1].shareOfSharedPay`), else
 * 200. Bad input never yields a 500.
 */
export default async function nannyShare(req: NextApiRequest, res: NextApiResponse) {
  if (req.method !== 'POST') {
    res.setHeader('Allow', 'POST');
    sendErrors(res, 405, [{ field: '', message: 'Use POST.' }]);
    return;
  }
  const body = await readJsonBody(req, {
    limitBytes: MAX_BODY_BYTES,
    mediaTypes: ['application/json'],
  });
  if (!body.ok) {
    if (body.status === 413) res.setHeader('Connection', 'close');
    sendErrors(res, body.status, [{ field: '', message: body.message }]);
    return;
  }
  const parsed = parseNannyShareRequest(body.value);
  if (!parsed.ok) {
    sendErrors(res, 400, parsed.errors);
    return;
  }
  try {
    const result = calculateNannyShare(parsed.input);
    res.setHeader('Cache-Control', 'no-store');
    res.status(200).json(result);
  } catch (error) {
    // The schema's half-cent test and the engine's rounding can disagree on a family's last cent.
    if (error instanceof ShareFamilyUnpaidError) {
      sendErrors(res, 400, [{ field: `families[${error.index}]`, message: error.message }]);
      return;
    }
    logger.error({ err: error }, 'Nanny share calculation failed');
    sendErrors(res, 500, [
      { field: '', message: 'The calculation failed. Please try again later.' },
    ]);
  }
}
