import type { NextApiRequest, NextApiResponse } from 'next';
import { siteConfig } from '@/lib/config/env.server';
import { admitClient, createRateLimit } from '@/lib/http/rateLimit.server';
import { cspReportSignature, summarizeCspReport } from '@/lib/logging/cspReport';
import { logger } from '@/lib/logging/logger.server';

export const config = { api: { bodyParser: { sizeLimit: '16kb' } } };

/** Per client: a page load reports a few violations at most. */
const limit = createRateLimit({
  name: 'csp-report',
  points: siteConfig.reportLimits.cspReportsPerMinute,
  windowSeconds: 60,
});

/**
 * One log line per distinct violation per window, whoever reports it: a broken page reports the
 * same violation from every visitor's browser, and one line says all there is to say.
 */
const dedup = createRateLimit({
  name: 'csp-report-dedup',
  points: 1,
  windowSeconds: siteConfig.reportLimits.cspDedupSeconds,
});

/**
 * Receives the browser's Content-Security-Policy violation reports (report-uri). Rate-limited per
 * client (429 with Retry-After); logs a bounded, sanitized, redacted summary once per distinct
 * violation per window and answers 204 without detail; anything malformed is dropped, never a 500.
 */
export default async function cspReport(req: NextApiRequest, res: NextApiResponse) {
  if (req.method !== 'POST') {
    res.setHeader('Allow', 'POST');
    res.status(405).end();
    return;
  }
  if (!(await admitClient(limit, req, res))) return;
  const summary = summarizeCspReport(req.body);
  if (summary && (await dedup.consume(cspReportSignature(summary))).allowed) {
    logger.warn({ csp: summary }, 'CSP violation reported');
  }
  res.status(204).end();
}
