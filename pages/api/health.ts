import type { NextApiRequest, NextApiResponse } from 'next';

/** Liveness: the process is up and serving. Deliberately checks nothing else. */
export default function health(_req: NextApiRequest, res: NextApiResponse<{ status: 'ok' }>) {
  res.setHeader('Cache-Control', 'no-store');
  res.status(200).json({ status: 'ok' });
}
