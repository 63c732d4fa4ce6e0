import type { NextApiRequest, NextApiResponse } from 'next';
import { logEntrySchema } from '@/lib/logging/logEntry';
import { logger } from '@/lib/logging/logger.server';
import { sanitizeLogField } from '@/lib/logging/sanitizeLogField';

export const config = { api: { bodyParser: { sizeLimit: '8kb' } } };

const browserLog = logger.child({ source: 'browser' });

function parse(body: unknown): unknown {
  if (typeof body !== 'string') return body;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * SPEC §7 log endpoint for the browser. The entry is schema-checked, its message stripped of
 * control characters, and written through the server logger (which redacts tokens and e-mails).
 * Answers 204 with no detail; a malformed entry gets 400, never a 500.
 */
export default function logs(req: NextApiRequest, res: NextApiResponse) {
  if (req.method !== 'POST') {
    res.setHeader('Allow', 'POST');
    res.status(405).end();
    return;
  }
  const entry = logEntrySchema.safeParse(parse(req.body));
  if (!entry.success) {
    res.status(400).end();
    return;
  }
  const { level, message, extras } = entry.data;
  browserLog[level]({ extras }, sanitizeLogField(message, 1000));
  res.status(204).end();
}
