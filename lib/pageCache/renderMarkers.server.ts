import { createHash, timingSafeEqual } from 'node:crypto';
import type { FeatureFlags } from '@/lib/flags/flagNames';
import { parseFlagValues } from '@/lib/flags/parseFlagValues';
import type { VisitorIds } from '@/lib/visitor/visitorCookies';

/**
 * The front server's render requests (lib/frontServer) carry this header with the per-process
 * secret; it is stripped from every request that comes from outside.
 */
export const INTERNAL_RENDER_HEADER = 'x-hp-internal-render';
/** The flag values the front server evaluated for the visitor, base64url JSON. */
export const RENDER_FLAGS_HEADER = 'x-hp-render-flags';

/**
 * Exact strings a cached anonymous page is rendered with in place of the values that differ per
 * response: the CSP nonce and the three visitor ids. They are derived from the secret, so they are
 * unguessable and the same in the middleware, the page loader and the front server, which swaps
 * them for fresh values in every response (issue "Fast first load": an exact placeholder, never a
 * pattern over `nonce="…"`).
 */
export interface RenderPlaceholders extends VisitorIds {
  nonce: string;
}

function digest(secret: string, label: string): string {
  return createHash('sha256').update(`${label}:${secret}`).digest('hex');
}

/** A UUID-shaped placeholder (version 4, variant 8), so it passes where a visitor id does. */
function uuidPlaceholder(secret: string, label: string): string {
  const hex = digest(secret, label);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** The placeholders for one secret. */
export function renderPlaceholders(secret: string): RenderPlaceholders {
  return {
    // Letters and digits only: valid inside a CSP nonce source and inside JSON and HTML as is.
    nonce: `ph${digest(secret, 'nonce').slice(0, 30)}`,
    visitorId: uuidPlaceholder(secret, 'visitorId'),
    deviceId: uuidPlaceholder(secret, 'deviceId'),
    enrollmentSessionId: uuidPlaceholder(secret, 'enrollmentSessionId'),
  };
}

/** True when the request is the front server's own render request (constant-time comparison). */
export function isInternalRender(
  header: string | string[] | null | undefined,
  secret: string | undefined,
): boolean {
  if (!secret || typeof header !== 'string') return false;
  const given = Buffer.from(header);
  const expected = Buffer.from(secret);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Encodes evaluated flags for {@link RENDER_FLAGS_HEADER}. */
export function encodeRenderFlags(flags: FeatureFlags): string {
  return Buffer.from(JSON.stringify(flags)).toString('base64url');
}

/**
 * Decodes {@link RENDER_FLAGS_HEADER}: each known flag takes the sent value when it has the
 * flag's type, else the fallback (the header comes only from the front server, but a render must
 * never fail on it).
 */
export function decodeRenderFlags(
  header: string | string[] | null | undefined,
  fallback: FeatureFlags,
): FeatureFlags {
  if (typeof header !== 'string') return fallback;
  return parseFlagValues(Buffer.from(header, 'base64url').toString('utf8'), fallback).values;
}
