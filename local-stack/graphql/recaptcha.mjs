// @ts-check
// reCAPTCHA verification for the unauthenticated mutation, used only when a secret is configured.
// https://developers.google.com/recaptcha/docs/verify

export const SITEVERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';

/** reCAPTCHA v3 scores run from 0 (bot) to 1 (human); Google suggests 0.5 to start. */
const MIN_SCORE = 0.5;

/**
 * @typedef {{ ok: true } | { ok: false, reason: string }} RecaptchaVerdict
 * @typedef {(request: { siteKey: string, token: string }) => Promise<RecaptchaVerdict>} RecaptchaVerifier
 */

/**
 * @param {{ secret: string, fetchImpl?: typeof fetch, timeoutMs?: number }} options
 * @returns {RecaptchaVerifier}
 */
export function createRecaptchaVerifier({ secret, fetchImpl = fetch, timeoutMs = 5000 }) {
  return async function verify({ token }) {
    const response = await fetchImpl(SITEVERIFY_URL, {
      method: 'POST',
      body: new URLSearchParams({ secret, response: token }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) return { ok: false, reason: `siteverify answered HTTP ${response.status}` };
    const result = /** @type {{ success?: unknown, score?: unknown, 'error-codes'?: unknown }} */ (
      await response.json()
    );
    if (result.success !== true) {
      const codes = Array.isArray(result['error-codes']) ? result['error-codes'].join(', ') : '';
      return { ok: false, reason: codes || 'token rejected' };
    }
    if (typeof result.score === 'number' && result.score < MIN_SCORE) {
      return { ok: false, reason: `score ${result.score} below ${MIN_SCORE}` };
    }
    return { ok: true };
  };
}
