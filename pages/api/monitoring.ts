import type { NextApiRequest, NextApiResponse } from 'next';
import { siteConfig } from '@/lib/platform/config/env.server';
import { consumeForClient, createRateLimit } from '@/lib/serving/requests/rateLimit.server';
import { readRequestBody } from '@/lib/serving/requests/requestBody.server';
import { logger } from '@/lib/platform/logging/logger.server';
import { envelopeTarget } from '@/lib/tracking/errorReporting/sentryTunnel';

/** Envelopes carry an event or a transaction with its spans; 256 KB is ample and bounded. */
const MAX_ENVELOPE_BYTES = 256 * 1024;
/** Next's body parser is off: readRequestBody reads every API body the same way. */
export const config = { api: { bodyParser: false } };

const limit = createRateLimit({
  name: 'monitoring',
  points: siteConfig.reportLimits.logsPerMinute,
  windowSeconds: 60,
});

/**
 * The Sentry tunnel (docs/tracking.md#monitoring-tunnel): the browser SDK posts envelopes here, on
 * our own origin under the base path, so neither the CSP nor an ad blocker drops them; they are
 * forwarded only to the configured DSN's project (never wherever an envelope says). Off (404)
 * without a DSN.
 */
export default async function monitoring(req: NextApiRequest, res: NextApiResponse) {
  const dsn = siteConfig.sentry.dsn;
  if (!dsn) {
    res.status(404).end();
    return;
  }
  if (req.method !== 'POST') {
    res.setHeader('Allow', 'POST');
    res.status(405).end();
    return;
  }
  const admitted = await consumeForClient(limit, req);
  if (!admitted.allowed) {
    // Quietly: a 429 would be a console error on a visitor's page for a report they never see.
    // The header is Sentry's own back-off signal, which its SDK honours for every category
    // (docs/tracking.md#monitoring-tunnel).
    res.setHeader('X-Sentry-Rate-Limits', `${admitted.retryAfterSeconds}::organization`);
    res.setHeader('Retry-After', String(admitted.retryAfterSeconds));
    res.setHeader('Cache-Control', 'no-store');
    res.status(204).end();
    return;
  }
  // Envelopes are newline-separated JSON, not one JSON document: read as text, same limits.
  const read = await readRequestBody(req, MAX_ENVELOPE_BYTES);
  if (!read.ok) {
    res.status(read.reason === 'too_large' ? 413 : 400).end();
    return;
  }
  const body = read.text;
  const target = envelopeTarget(body, dsn);
  if (!target) {
    res.status(400).end();
    return;
  }
  try {
    const upstream = await fetch(target, {
      method: 'POST',
      headers: { 'content-type': 'application/x-sentry-envelope' },
      body,
      signal: AbortSignal.timeout(5000),
    });
    res.status(upstream.ok ? 200 : 502).end();
  } catch (error) {
    logger.warn({ err: error }, 'Error report could not be forwarded');
    res.status(502).end();
  }
}
