import type { NextApiRequest, NextApiResponse } from 'next';

/**
 * No body parser: a probe reads nothing a client sends, so a malformed body can neither fail it
 * nor create an error report (docs/operations.md#health-and-shutdown).
 */
export const config = { api: { bodyParser: false } };

/** Liveness: the process is up and serving. Deliberately checks nothing else. */
export default function health(_req: NextApiRequest, res: NextApiResponse<{ status: 'ok' }>) {
  res.setHeader('Cache-Control', 'no-store');
  res.status(200).json({ status: 'ok' });
}
