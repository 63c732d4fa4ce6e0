/**
 * The parts of @sentry/nextjs the browser uses, imported by name so the bundler keeps only them:
 * `import('@sentry/nextjs')` as a namespace would pull in every export (Replay, Feedback, …),
 * about 190 kB gzip instead of the fraction needed.
 */
export { browserTracingIntegration, captureException, createTransport, init } from '@sentry/nextjs';
