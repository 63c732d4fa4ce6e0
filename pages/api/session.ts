import type { NextApiRequest, NextApiResponse } from 'next';
import { z } from '@/lib/platform/validation/z';
import { siteConfig } from '@/lib/platform/config/env.server';
import { readJsonBody } from '@/lib/serving/requests/requestBody.server';
import { logger } from '@/lib/platform/logging/logger.server';
import { isSameOriginJsonRequest, isSameOriginRequest } from '@/lib/members/session/sameOrigin';
import {
  clearSessionSetCookie,
  sessionSetCookie,
  SessionCookieTooLargeError,
} from '@/lib/members/session/sessionCookie';
import {
  endSiteSession,
  isSignedOut,
  SESSION_COOKIE_NAME,
  SESSION_COOKIE_SECURE,
  siteTokenVerifier,
} from '@/lib/members/session/siteSession.server';

/** Next's body parser is off: readJsonBody reads every API body the same way. */
export const config = { api: { bodyParser: false } };

/** An access token is at most 8 KB (bodySchema); the JSON around it adds a few bytes. */
const MAX_BODY_BYTES = 16 * 1024;

const bodySchema = z.object({ accessToken: z.string().min(1).max(8192) });

type ErrorBody = { error: string };

/**
 * The server session (docs/members.md#server-session). POST verifies an access token and stores it
 * in an HttpOnly cookie that expires with it (not a token already signed out); DELETE clears the
 * cookie and denylists its token on every instance (docs/members.md#sign-out-everywhere). Both
 * refuse cross-site requests.
 */
export default async function session(req: NextApiRequest, res: NextApiResponse<ErrorBody>) {
  res.setHeader('Cache-Control', 'no-store');
  if (req.method === 'DELETE') {
    if (!isSameOriginRequest(req.headers, siteConfig.siteOrigin)) {
      res.status(403).json({ error: 'Cross-site request refused' });
      return;
    }
    await endSiteSession(req.cookies[SESSION_COOKIE_NAME]);
    res.setHeader('Set-Cookie', clearSessionSetCookie(SESSION_COOKIE_SECURE));
    res.status(204).end();
    return;
  }
  if (req.method !== 'POST') {
    res.setHeader('Allow', 'POST, DELETE');
    res.status(405).json({ error: 'Method not allowed' });
    return;
  }
  if (!isSameOriginJsonRequest(req.headers, siteConfig.siteOrigin)) {
    res.status(403).json({ error: 'Cross-site request refused' });
    return;
  }
  const read = await readJsonBody(req, {
    limitBytes: MAX_BODY_BYTES,
    mediaTypes: ['application/json'],
  });
  if (!read.ok && read.status === 413) {
    res.setHeader('Connection', 'close');
    res.status(413).json({ error: read.message });
    return;
  }
  const body = bodySchema.safeParse(read.ok ? read.value : undefined);
  if (!body.success) {
    res.status(400).json({ error: 'Send {"accessToken": "<token>"} as JSON' });
    return;
  }
  const verify = siteTokenVerifier();
  if (!verify) {
    res.status(503).json({ error: 'Sign-in is not configured' });
    return;
  }
  const token = await verify(body.data.accessToken).catch((error: unknown) => {
    logger.error({ err: error }, 'Session verification failed: identity provider unreachable');
    return undefined;
  });
  if (token === undefined) {
    res.status(503).json({ error: 'The sign-in service is unavailable' });
    return;
  }
  if (token === null || (await isSignedOut(body.data.accessToken, token))) {
    res.status(401).json({ error: 'Invalid or expired access token' });
    return;
  }
  try {
    res.setHeader(
      'Set-Cookie',
      sessionSetCookie(body.data.accessToken, token.exp, SESSION_COOKIE_SECURE),
    );
  } catch (error) {
    if (!(error instanceof SessionCookieTooLargeError)) throw error;
    logger.warn({ reason: error.message }, 'Session cookie refused: token too large for a cookie');
    res.status(413).json({ error: 'Access token too large to keep in a session cookie' });
    return;
  }
  logger.info(
    { event: 'session_established', impersonated: token.impersonated !== undefined },
    'Session established',
  );
  res.status(204).end();
}
