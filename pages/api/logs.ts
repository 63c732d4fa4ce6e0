import { siteConfig } from '@/lib/platform/config/env.server';
import { createRateLimit } from '@/lib/serving/requests/rateLimit.server';
import { reportRoute } from '@/lib/serving/requests/reportRoute.server';
import { toBrowserLogRecord } from '@/lib/platform/logging/browserLogRecord';
import { logEntrySchema } from '@/lib/platform/logging/logEntry';
import { logger } from '@/lib/platform/logging/logger.server';

/** Next's body parser is off: readJsonBody reads every API body the same way. */
export const config = { api: { bodyParser: false } };

/** A log entry is a message of at most 1,000 characters plus small extras. */
const MAX_BODY_BYTES = 8 * 1024;

/** Per client: a page logs a handful of warnings; a flood is somebody else. */
const limit = createRateLimit({
  name: 'logs',
  points: siteConfig.reportLimits.logsPerMinute,
  windowSeconds: 60,
});

/**
 * The log endpoint for the browser (docs/platform.md#browser-logs). Rate-limited per client (429
 * with Retry-After); the entry is schema-checked, its level capped below `fatal`, marked `source:
 * "browser"`, and its message and extras redacted and bounded at every depth
 * (lib/platform/logging/redact.ts) before the server logger writes it. Answers 204 with no detail;
 * a malformed entry gets 400 (415 for another media type, 413 over 8 KB), never a 500.
 */
export default reportRoute({
  limit,
  limitBytes: MAX_BODY_BYTES,
  // sendBeacon posts a JSON Blob; older senders used text/plain.
  mediaTypes: ['application/json', 'text/plain'],
  receive(body, res) {
    if (!body.ok) {
      res.status(body.status).end();
      return;
    }
    const entry = logEntrySchema.safeParse(body.value);
    if (!entry.success) {
      res.status(400).end();
      return;
    }
    const record = toBrowserLogRecord(entry.data);
    logger[record.level](record.fields, record.message);
    res.status(204).end();
  },
});
