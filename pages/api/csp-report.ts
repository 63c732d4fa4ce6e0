import { siteConfig } from '@/lib/platform/config/env.server';
import { createRateLimit } from '@/lib/serving/requests/rateLimit.server';
import { reportRoute } from '@/lib/serving/requests/reportRoute.server';
import { cspReportSignature, summarizeCspReport } from '@/lib/platform/logging/cspReport';
import { logger } from '@/lib/platform/logging/logger.server';

/** Next's body parser is off: readJsonBody reads every API body the same way. */
export const config = { api: { bodyParser: false } };

/** One violation report is well under a kilobyte; a script sample makes it a few. */
const MAX_BODY_BYTES = 16 * 1024;

/** report-uri sends application/csp-report; the Reporting API, application/reports+json. */
const REPORT_MEDIA_TYPES = [
  'application/csp-report',
  'application/json',
  'application/reports+json',
];

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
export default reportRoute({
  limit,
  limitBytes: MAX_BODY_BYTES,
  mediaTypes: REPORT_MEDIA_TYPES,
  async receive(body, res) {
    // A report we cannot read is dropped like one we cannot use: the browser needs no detail.
    const summary = body.ok ? summarizeCspReport(body.value) : null;
    if (summary && (await dedup.consume(cspReportSignature(summary))).allowed) {
      logger.warn({ csp: summary }, 'CSP violation reported');
    }
    res.status(204).end();
  },
});
