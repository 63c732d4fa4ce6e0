import type { IncomingMessage } from 'node:http';
import type { NextApiRequest, NextApiResponse } from 'next';
import { logger } from '@/lib/logging/logger.server';
import { calculateNannyTax } from '@/lib/tax/calculate';
import { parseNannyTaxRequest, type RequestError } from '@/lib/tax/request';

/** Largest request body accepted: a full request is well under 1 KB. */
export const MAX_BODY_BYTES = 16 * 1024;

/**
 * Next's body parser is off: it answers malformed JSON itself, before this handler runs. Reading
 * the raw body here gives a 400 with our error shape instead, and enforces the 16 KB cap (413).
 */
export const config = { api: { bodyParser: false } };

type BodyRead = { ok: true; text: string } | { ok: false; reason: 'too_large' | 'unreadable' };

/** Reads the body up to `limit` bytes; past it, stops keeping data and says so. */
function readBody(req: IncomingMessage, limit: number): Promise<BodyRead> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const finish = (result: BodyRead) => {
      req.removeListener('data', onData);
      req.removeListener('end', onEnd);
      req.removeListener('error', onError);
      resolve(result);
    };
    const onData = (chunk: Buffer | string) => {
      const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      size += buffer.length;
      if (size > limit) {
        // Drain the rest without keeping it, so the 413 response can still be written.
        finish({ ok: false, reason: 'too_large' });
        req.resume();
        return;
      }
      chunks.push(buffer);
    };
    const onEnd = () => finish({ ok: true, text: Buffer.concat(chunks).toString('utf8') });
    const onError = () => finish({ ok: false, reason: 'unreadable' });
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
  });
}

function isJson(contentType: string | undefined): boolean {
  const mediaType = (contentType ?? '').split(';')[0]?.trim().toLowerCase();
  return mediaType === 'application/json';
}

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
  if (!isJson(req.headers['content-type'])) {
    sendErrors(res, 415, bodyError('Content-Type must be application/json.'));
    return;
  }
  const tooLarge = bodyError(`Request body must be at most ${MAX_BODY_BYTES / 1024} KB.`);
  if (Number(req.headers['content-length'] ?? 0) > MAX_BODY_BYTES) {
    res.setHeader('Connection', 'close');
    req.resume();
    sendErrors(res, 413, tooLarge);
    return;
  }
  const body = await readBody(req, MAX_BODY_BYTES);
  if (!body.ok) {
    if (body.reason === 'too_large') res.setHeader('Connection', 'close');
    sendErrors(
      res,
      body.reason === 'too_large' ? 413 : 400,
      body.reason === 'too_large' ? tooLarge : bodyError('Request body could not be read.'),
    );
    return;
  }
  let json: unknown;
  try {
    json = JSON.parse(body.text);
  } catch {
    sendErrors(res, 400, bodyError('Request body must be valid JSON.'));
    return;
  }
  const parsed = parseNannyTaxRequest(json);
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
