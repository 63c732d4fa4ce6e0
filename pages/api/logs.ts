import type { NextApiRequest, NextApiResponse } from 'next';
import { siteConfig } from '@/lib/config/env.server';
import { admitClient, createRateLimit } from '@/lib/http/rateLimit.server';
import { toBrowserLogRecord } from '@/lib/logging/browserLogRecord';
import { logEntrySchema } from '@/lib/logging/logEntry';
import { logger } from '@/lib/logging/logger.server';

export const config = { api: { bodyParser: { sizeLimit: '8kb' } } };

/** Per client: a page logs a handful of warnings; a flood is somebody else. */
const limit = createRateLimit({
  name: 'logs',
  points: siteConfig.reportLimits.logsPerMinute,
  windowSeconds: 60,
});

function parse(body: unknown): unknown {
  if (typeof body !== 'string') return body;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * SPEC §7 log endpoint for the browser. Rate-limited per client (429 with Retry-After); the entry
 * is schema-checked, its level capped below `fatal`, marked `source: "browser"`, and its message
 * and extras redacted and bounded at every depth (lib/logging/redact.ts) before the server logger
 * writes it. Answers 204 with no detail; a malformed entry gets 400, never a 500.
 */
export default async function logs(req: NextApiRequest, res: NextApiResponse) {
  if (req.method !== 'POST') {
    res.setHeader('Allow', 'POST');
    res.status(405).end();
    return;
  }
  if (!(await admitClient(limit, req, res))) return;
  const entry = logEntrySchema.safeParse(parse(req.body));
  if (!entry.success) {
    res.status(400).end();
    return;
  }
  const record = toBrowserLogRecord(entry.data);
  logger[record.level](record.fields, record.message);
  res.status(204).end();
}
