import type { NextApiRequest, NextApiResponse } from 'next';
import { logger } from '@/lib/platform/logging/logger.server';
import { readJsonBody } from '@/lib/serving/requests/requestBody.server';
import { type RequestError } from '@/lib/tax/request';

/** Largest request body the calculation routes accept: a full share request is under 4 KB. */
export const MAX_BODY_BYTES = 16 * 1024;

/** What a calculation route is made of: its request parser and its engine. */
export interface CalculationRoute<Input, Result> {
  /** Names the route in the log when the engine fails. */
  name: string;
  parse: (body: unknown) => { ok: true; input: Input } | { ok: false; errors: RequestError[] };
  calculate: (input: Input) => Result;
  /** An engine error that is the caller's input after all: its field errors, else undefined. */
  inputErrorOf?: (error: unknown) => RequestError[] | undefined;
}

function sendErrors(res: NextApiResponse, status: number, errors: RequestError[]) {
  res.setHeader('Cache-Control', 'no-store');
  res.status(status).json({ errors });
}

/**
 * A JSON calculation route (POST /api/nanny-tax, /api/nanny-share): 405 for other methods, 415
 * without a JSON content type, 413 over 16 KB, 400 for malformed JSON or invalid fields
 * (`{ errors: [{ field, message }] }`), else 200 with the result. Bad input never yields a 500.
 */
export function calculationRoute<Input, Result>(route: CalculationRoute<Input, Result>) {
  return async function handle(req: NextApiRequest, res: NextApiResponse): Promise<void> {
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
    const parsed = route.parse(body.value);
    if (!parsed.ok) {
      sendErrors(res, 400, parsed.errors);
      return;
    }
    try {
      const result = route.calculate(parsed.input);
      res.setHeader('Cache-Control', 'no-store');
      res.status(200).json(result);
    } catch (error) {
      const inputErrors = route.inputErrorOf?.(error);
      if (inputErrors) {
        sendErrors(res, 400, inputErrors);
        return;
      }
      // Valid input that the engine cannot compute is a bug, not the caller's fault.
      logger.error({ err: error }, `${route.name} calculation failed`);
      sendErrors(res, 500, [
        { field: '', message: 'The calculation failed. Please try again later.' },
      ]);
    }
  };
}
