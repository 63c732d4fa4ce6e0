import { loadOnce, type OnceLoader } from '@/lib/platform/loading/loadOnce';

/** The part of Google's reCAPTCHA v3 API the calculator uses. */
interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

/** reCAPTCHA could not load or give a token (blocked, offline, or a bad site key). */
export class RecaptchaError extends Error {
  override name = 'RecaptchaError';
}

const SCRIPT_URL = 'https://www.google.com/recaptcha/api.js';
/** Long enough for a slow phone connection; short enough that the e-mail still goes out. */
export const RECAPTCHA_TIMEOUT_MS = 10_000;

/** The visit's reCAPTCHA load, made by the first call (one site key per visit). */
let recaptcha: OnceLoader<Grecaptcha> | null = null;

function injectScript(siteKey: string, nonce: string): Promise<Grecaptcha> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `${SCRIPT_URL}?render=${encodeURIComponent(siteKey)}`;
    script.async = true;
    // 'strict-dynamic' already trusts a script our nonce'd code inserts; the nonce covers
    // browsers that honour only the nonce.
    if (nonce) script.nonce = nonce;
    script.onload = () => {
      const api = window.grecaptcha;
      if (api) api.ready(() => resolve(api));
      else reject(new RecaptchaError('reCAPTCHA loaded without its API'));
    };
    script.onerror = () => reject(new RecaptchaError('reCAPTCHA script failed to load'));
    document.head.appendChild(script);
  });
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new RecaptchaError(`reCAPTCHA timed out after ${ms} ms`)),
      ms,
    );
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new RecaptchaError(String(error)));
      },
    );
  });
}

/**
 * Loads reCAPTCHA v3 once per visit, on first use: only the calculator's e-mail form calls this,
 * and only when reCAPTCHA is enabled (docs/calculator.md#recaptcha). A failed load is forgotten so the next send retries.
 */
export function loadRecaptcha(siteKey: string, nonce: string): Promise<Grecaptcha> {
  recaptcha ??= loadOnce(() => injectScript(siteKey, nonce));
  return recaptcha.load();
}

/** A reCAPTCHA v3 token for `action`; rejects with RecaptchaError on any failure or timeout. */
export function recaptchaToken(siteKey: string, nonce: string, action: string): Promise<string> {
  const token = loadRecaptcha(siteKey, nonce).then((api) => api.execute(siteKey, { action }));
  return withTimeout(token, RECAPTCHA_TIMEOUT_MS);
}
