import type { NextApiRequest, NextApiResponse } from 'next';
import { admitClient, type RateLimit } from './rateLimit.server';
import { readJsonBody, type JsonBodyOptions, type JsonBodyRead } from './requestBody.server';

export interface ReportRouteOptions extends JsonBodyOptions {
  /** Per client; over it, 429 with Retry-After. */
  limit: RateLimit;
  /** Handles the body as read (a failed read included: each route decides what it tells). */
  receive: (body: JsonBodyRead, res: NextApiResponse) => Promise<void> | void;
}

/**
 * An endpoint the browser posts reports to (`/api/logs`, `/api/csp-report`): POST only (405 with
 * `Allow` otherwise), rate-limited per client before the body is read, the body read as JSON
 * within its limit and media types (lib/serving/requests/requestBody.server.ts), then handed over.
 */
export function reportRoute(options: ReportRouteOptions) {
  const { limit, receive, ...bodyOptions } = options;
  return async (req: NextApiRequest, res: NextApiResponse): Promise<void> => {
    if (req.method !== 'POST') {
      res.setHeader('Allow', 'POST');
      res.status(405).end();
      return;
    }
    if (!(await admitClient(limit, req, res))) return;
    await receive(await readJsonBody(req, bodyOptions), res);
  };
}
