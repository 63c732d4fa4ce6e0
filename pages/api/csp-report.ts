import type { NextApiRequest, NextApiResponse } from 'next';
import { logger } from '@/lib/logging/logger.server';
import { summarizeCspReport } from '@/lib/logging/cspReport';

export const config = { api: { bodyParser: { sizeLimit: '16kb' } } };

/**
 * Receives the browser's Content-Security-Policy violation reports (report-uri). Logs a bounded,
 * sanitized summary and answers 204 without detail; anything malformed is dropped, never a 500.
 */
export default function cspReport(req: NextApiRequest, res: NextApiResponse) {
  if (req.method !== 'POST') {
    res.setHeader('Allow', 'POST');
    res.status(405).end();
    return;
  }
  const summary = summarizeCspReport(req.body);
  if (summary) logger.warn({ csp: summary }, 'CSP violation reported');
  res.status(204).end();
}
