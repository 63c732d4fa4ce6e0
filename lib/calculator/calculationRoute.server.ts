import type { IncomingMessage, ServerResponse } from 'node:http';
import { logger } from '@/lib/platform/logging/logger.server';
import { sendJson } from '@/lib/serving/requests/jsonResponse.server';
import { readJsonBody } from '@/lib/serving/requests/requestBody.server';
import { type Locale } from '@/lib/site/i18n/locale';
import { todayIn } from '@/lib/tax/isoDate';
import { requestErrorsEs } from '@/lib/tax/messages/requestErrors.es';
import { type RequestError } from '@/lib/tax/request';
import { takeLocale } from '@/lib/tax/requestLocale';

/** Largest request body the calculation routes accept: a full share request is under 4 KB. */
export const MAX_BODY_BYTES = 16 * 1024;

/** What a calculation route is made of: its request parser and its engine. */
export interface CalculationRoute<Input, Result> {
  /** Names the route in the log when the engine fails. */
  name: string;
  /** `today` (YYYY-MM-DD in New York) is the default pay date (docs/tax.md#pay-date). */
  parse: (
    body: unknown,
    today: string,
  ) => { ok: true; input: Input } | { ok: false; errors: RequestError[] };
  calculate: (input: Input) => Result;
  /** The answer's words in the request's language (docs/tax.md#answer-language). */
  localize: (result: Result, locale: Locale) => Result;
  /** An engine error that is the caller's input after all: its field errors, else undefined. */
  inputErrorOf?: (error: unknown) => RequestError[] | undefined;
  /** The clock, read once per request and handed to the parser as today's date. Default Date.now. */
  now?: () => number;
}

/** A 400 or 500 answer's messages in the request's language. */
function inLocale(errors: readonly RequestError[], locale: Locale): RequestError[] {
  return locale === 'es' ? requestErrorsEs(errors) : [...errors];
}

function sendErrors(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  errors: RequestError[],
  headers: Record<string, string> = {},
) {
  sendJson(req, res, status, { errors }, headers);
}

/**
 * A JSON calculation route (POST /api/nanny-tax, /api/nanny-share): 405 for other methods, 415
 * without a JSON content type, 413 over 16 KB, 400 for malformed JSON or invalid fields
 * (`{ errors: [{ field, message }] }`), else 200 with the result; the 400s and the result are in
 * the body's `locale` (docs/tax.md#answer-language). Bad input never yields a 500.
 * Plain Node request and response: Next.js runs it as an API route, and the front server runs it
 * directly, ahead of the page pipeline (docs/serving.md#direct-api-routes).
 */
export function calculationRoute<Input, Result>(route: CalculationRoute<Input, Result>) {
  return async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.method !== 'POST') {
      req.resume();
      sendErrors(req, res, 405, [{ field: '', message: 'Use POST.' }], { Allow: 'POST' });
      return;
    }
    const body = await readJsonBody(req, {
      limitBytes: MAX_BODY_BYTES,
      mediaTypes: ['application/json'],
    });
    if (!body.ok) {
      const close: Record<string, string> = body.status === 413 ? { Connection: 'close' } : {};
      sendErrors(req, res, body.status, [{ field: '', message: body.message }], close);
      return;
    }
    // The only clock reading of a calculation: the engine gets the date, never the clock.
    const today = todayIn(new Date((route.now ?? Date.now)()));
    const { locale, rest, error: localeError } = takeLocale(body.value);
    const parsed = route.parse(rest, today);
    if (localeError || !parsed.ok) {
      const errors = [...(localeError ? [localeError] : []), ...(parsed.ok ? [] : parsed.errors)];
      sendErrors(req, res, 400, inLocale(errors, locale));
      return;
    }
    try {
      const result = route.calculate(parsed.input);
      sendJson(req, res, 200, route.localize(result, locale));
    } catch (error) {
      const inputErrors = route.inputErrorOf?.(error);
      if (inputErrors) {
        sendErrors(req, res, 400, inLocale(inputErrors, locale));
        return;
      }
      // Valid input that the engine cannot compute is a bug, not the caller's fault.
      logger.error({ err: error }, `${route.name} calculation failed`);
      const failed = [{ field: '', message: 'The calculation failed. Please try again later.' }];
      sendErrors(req, res, 500, inLocale(failed, locale));
    }
  };
}
