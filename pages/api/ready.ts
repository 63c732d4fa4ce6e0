import type { NextApiRequest, NextApiResponse } from 'next';

/**
 * No body parser: a probe reads nothing a client sends, so a malformed body can neither fail it
 * nor create an error report (docs/operations.md#health-and-shutdown).
 */
export const config = { api: { bodyParser: false } };
import { siteConfig } from '@/lib/platform/config/env.server';
import { isDraining } from '@/lib/serving/health/lifecycle.server';

interface Readiness {
  status: 'ready' | 'draining';
  release: string;
}

/**
 * Readiness: configuration loaded (importing it validates it) and not shutting down. A draining
 * instance answers 503 so the load balancer takes it out of rotation.
 */
export default function ready(_req: NextApiRequest, res: NextApiResponse<Readiness>) {
  res.setHeader('Cache-Control', 'no-store');
  const release = siteConfig.release;
  if (isDraining()) {
    res.status(503).json({ status: 'draining', release });
    return;
  }
  res.status(200).json({ status: 'ready', release });
}
