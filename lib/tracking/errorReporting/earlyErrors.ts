/**
 * The tiny stub that catches errors thrown before the Sentry SDK arrives
 * (docs/tracking.md#early-errors). It is the only error-reporting code in the
 * first load (`instrumentation-client.ts`); the SDK drains the queue once it has loaded.
 */
export const MAX_EARLY_ERRORS = 20;

export interface EarlyErrors {
  errors: unknown[];
  /** Reports an error caught elsewhere (the `_error` page): queued, or sent once the SDK is here. */
  report: (error: unknown) => void;
  /** The SDK has arrived: stops listening, hands it what was caught, and everything reported later. */
  drain: (send: (error: unknown) => void) => void;
}

declare global {
  interface Window {
    __hpEarlyErrors?: EarlyErrors;
  }
}

/** Starts queueing uncaught errors and rejections on `target` (the window). */
export function catchEarlyErrors(target: Window): EarlyErrors {
  const errors: unknown[] = [];
  let sink: ((error: unknown) => void) | undefined;
  const report = (error: unknown) => {
    if (sink) sink(error);
    else if (errors.length < MAX_EARLY_ERRORS) errors.push(error);
  };
  const onError = (event: ErrorEvent) => report(event.error ?? event.message);
  const onRejection = (event: PromiseRejectionEvent) => report(event.reason);
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  const early: EarlyErrors = {
    errors,
    report,
    drain: (send) => {
      target.removeEventListener('error', onError);
      target.removeEventListener('unhandledrejection', onRejection);
      sink = send;
      for (const error of errors.splice(0)) send(error);
    },
  };
  target.__hpEarlyErrors = early;
  return early;
}
