/**
 * The internal render: how the front server asks Next.js for a shareable anonymous page, and how
 * Next.js (middleware and the page loader) knows it is being asked. Both sides live here so the
 * protocol is written once (docs/serving.md#internal-render).
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { ACCOUNT_STATUSES, type AccountStatus } from '@/lib/members/graphql/member';
import type { FeatureFlags } from '@/lib/platform/flags/flagNames';
import { parseFlagValues } from '@/lib/platform/flags/parseFlagValues';
import type { VisitorIds } from '@/lib/site/visitor/visitorCookies';

/** Carries the per-process secret; stripped from every request that comes from outside. */
const INTERNAL_RENDER_HEADER = 'x-hp-internal-render';
/** The flag values the front server evaluated for the visitor, base64url JSON. */
const RENDER_FLAGS_HEADER = 'x-hp-render-flags';
/**
 * `member:<account status>` asks for the signed-in variant, rendered with a placeholder member;
 * `member-unavailable` for a signed-in session whose member could not be loaded.
 */
const RENDER_VARIANT_HEADER = 'x-hp-render-variant';

/**
 * Which page the front server caches: the anonymous page, or the signed-in page of a member with
 * this account status, rendered with a placeholder member whose fragments it fills per request
 * (docs/serving.md#member-pages), or the signed-in page without a member when it could not be
 * loaded.
 */
export type RenderVariant = 'anonymous' | `member:${AccountStatus}` | 'member-unavailable';

/** The member variants a page is cached in: an account status, or the member unavailable. */
export type MemberVariant = AccountStatus | 'unavailable';

/** The render variant asked for a member variant (anonymous without one). */
export function renderVariantOf(member: MemberVariant | undefined): RenderVariant {
  if (!member) return 'anonymous';
  return member === 'unavailable' ? 'member-unavailable' : `member:${member}`;
}

/** Request headers as Node (`IncomingHttpHeaders`) or the fetch API (`Headers`) hold them. */
type RequestHeaders = IncomingHttpHeaders | Headers;

function isFetchHeaders(headers: RequestHeaders): headers is Headers {
  // Not `instanceof Headers`: middleware's request headers come from Next.js's own Headers class.
  return typeof headers.get === 'function';
}

function headerOf(headers: RequestHeaders, name: string): string | undefined {
  const value = isFetchHeaders(headers) ? headers.get(name) : headers[name];
  return typeof value === 'string' ? value : undefined;
}

/**
 * Exact strings a cached anonymous page is rendered with in place of the values that differ per
 * response: the CSP nonce and the three visitor ids. Derived from the secret, so unguessable and
 * the same in the middleware, the page loader and the front server, which swaps them for fresh
 * values in every response (an exact placeholder, never a pattern over `nonce="…"`).
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

/**
 * An unguessable placeholder for `label`: letters and digits only, so it stands as is inside HTML,
 * JSON, a CSP nonce source and a header.
 */
export function placeholderToken(secret: string, label: string): string {
  return `ph${digest(secret, label).slice(0, 30)}`;
}

/** The placeholders for one secret. */
export function renderPlaceholders(secret: string): RenderPlaceholders {
  return {
    nonce: placeholderToken(secret, 'nonce'),
    visitorId: uuidPlaceholder(secret, 'visitorId'),
    deviceId: uuidPlaceholder(secret, 'deviceId'),
    enrollmentSessionId: uuidPlaceholder(secret, 'enrollmentSessionId'),
  };
}

/** The headers the front server sends with its render request. */
export function internalRenderHeaders(
  secret: string,
  flags: FeatureFlags,
  variant: RenderVariant = 'anonymous',
): Record<string, string> {
  return {
    [INTERNAL_RENDER_HEADER]: secret,
    [RENDER_FLAGS_HEADER]: Buffer.from(JSON.stringify(flags)).toString('base64url'),
    ...(variant === 'anonymous' ? {} : { [RENDER_VARIANT_HEADER]: variant }),
  };
}

/** The account status a render request asks for a member page of; undefined: anonymous. */
export function renderedMemberStatus(headers: RequestHeaders): AccountStatus | undefined {
  const header = headerOf(headers, RENDER_VARIANT_HEADER);
  const status = header?.startsWith('member:') ? header.slice('member:'.length) : undefined;
  return ACCOUNT_STATUSES.find((known) => known === status);
}

/** Whether a render request asks for the signed-in page of a member who could not be loaded. */
export function rendersMemberUnavailable(headers: RequestHeaders): boolean {
  return headerOf(headers, RENDER_VARIANT_HEADER) === 'member-unavailable';
}

/**
 * The one check, for middleware, the page loader and the front server: true when the request is
 * the front server's own render request (constant-time comparison of the secret).
 */
export function isInternalRender(headers: RequestHeaders, secret: string | undefined): boolean {
  const header = headerOf(headers, INTERNAL_RENDER_HEADER);
  if (!secret || header === undefined) return false;
  const given = Buffer.from(header);
  const expected = Buffer.from(secret);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Removes the render headers from a request from outside: only the front server may send them. */
export function stripInternalRenderHeaders(headers: IncomingHttpHeaders): void {
  delete headers[INTERNAL_RENDER_HEADER];
  delete headers[RENDER_FLAGS_HEADER];
  delete headers[RENDER_VARIANT_HEADER];
}

/**
 * The flags a render request carries: each known flag takes the sent value when it has the flag's
 * type, else the fallback (the header comes only from the front server, but a render must never
 * fail on it).
 */
export function renderFlagsOf(headers: RequestHeaders, fallback: FeatureFlags): FeatureFlags {
  const header = headerOf(headers, RENDER_FLAGS_HEADER);
  if (header === undefined) return fallback;
  return parseFlagValues(Buffer.from(header, 'base64url').toString('utf8'), fallback).values;
}
