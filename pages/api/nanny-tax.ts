import type { NextApiRequest, NextApiResponse } from 'next';
import { readJsonBody } from '@/lib/serving/requests/requestBody.server';
import { logger } from '@/lib/platform/logging/logger.server';
import { calculateNannyTax } from '@/lib/tax/calculate';
import { parseNannyTaxRequest, type RequestError } from '@/lib/tax/request';

/** Largest request body accepted: a full request is well under 1 KB. */
export const MAX_BODY_BYTES = 16 * 1024;

/** Next's body parser is off: readJsonBody answers bad bodies in this route's error shape. */
export const config = { api: { bodyParser: false } };

function sendErrors(res: NextApiResponse, status: number, errors: RequestError[]) {
  res.setHeader('Cache-Control', 'no-store');
  res.status(status).json({ errors });
}

function bodyError(message: string): RequestError[] {
  return [{ field: '', message }];
}

/**
 * POST /api/nanny-tax: the calculator as JSON (request and response shapes in
 * lib/tax/contract.ts). 405 for other methods, 415 without a JSON content type, 413 over 16 KB,
 * 400 for malformed JSON or invalid fields (`{ errors: [{ field, message }] }`), else 200 with the
 * result. Bad input never yields a 500.
 */
export default async function nannyTax(req: NextApiRequest, res: NextApiResponse) {
  if (req.method !== 'POST') {
    res.setHeader('Allow', 'POST');
    sendErrors(res, 405, bodyError('Use POST.'));
    return;
  }
  const body = await readJsonBody(req, {
    limitBytes: MAX_BODY_BYTES,
    mediaTypes: ['application/json'],
  });
  if (!body.ok) {
    if (body.status === 413) res.setHeader('Connection', 'close');
    sendErrors(res, body.status, bodyError(body.message));
    return;
  }
  const parsed = parseNannyTaxRequest(body.value);
  if (!parsed.ok) {
    sendErrors(res, 400, parsed.errors);
    return;
  }
  try {
    const result = calculateNannyTax(parsed.input);
    res.setHeader('Cache-Control', 'no-store');
    res.status(200).json(result);
  } catch (error) {
    // Valid input that the engine cannot compute is a bug, not the caller's fault.
    logger.error({ err: error }, 'Nanny tax calculation failed');
    sendErrors(res, 500, bodyError('The calculation failed. Please try again later.'));
  }
}
