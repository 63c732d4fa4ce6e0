import type { FeatureFlags } from '@/lib/platform/flags/flagNames';
import { logger } from '@/lib/platform/logging/logger.server';
import type { CachedPage } from '@/lib/serving/pageCache/PageCache';
import { compilePage, templateContains } from '@/lib/serving/pageCache/personalizePage';
import {
  internalRenderHeaders,
  renderPlaceholders,
  renderVariantOf,
  type MemberVariant,
} from '@/lib/serving/pageCache/internalRender.server';
import { memberPlaceholders, type MemberSlot } from '@/lib/serving/pageCache/memberTemplate.server';

/** Statuses of a page render that every visitor may share (503: the maintenance page). */
const SHAREABLE_STATUSES: ReadonlySet<number> = new Set([200, 503]);

/** Headers of a render that belong to that one response, not to the cached page. */
const PER_RESPONSE_HEADERS = new Set([
  'cache-control',
  'connection',
  'content-encoding',
  'content-length',
  'date',
  'etag',
  'keep-alive',
  'set-cookie',
  'transfer-encoding',
  'vary',
]);

const RENDER_TIMEOUT_MS = 10_000;

/** An anonymous page has no member slots. */
export const NO_MEMBER: Record<MemberSlot, string> = {
  memberAuth: '',
  memberApollo: '',
  memberGreeting: '',
};

export interface RenderThroughNextOptions {
  /** The per-process render secret (lib/serving/pageCache/internalRender.server.ts). */
  secret: string;
  /** Where this process's own server answers, for its render requests. */
  renderOrigin: () => string;
}

/** Renders one page variant for the cache; null when the render may not be shared. */
export type RenderThroughNext = (
  pagePath: string,
  flags: FeatureFlags,
  memberVariant: MemberVariant | undefined,
) => Promise<CachedPage | null>;

/**
 * The loopback render (docs/serving.md#internal-render): asks this process's own Next.js for the
 * page with placeholders (a request to this same server marked with the secret), and cuts the
 * answer at them into a template. Resolves null, with a warning, for a render that may not be
 * shared: not a 200 or the maintenance 503, not rendered through the placeholder path, or a member
 * page that shows member data outside its three slots (docs/members.md#member-data-on-pages).
 */
export function createRenderThroughNext(options: RenderThroughNextOptions): RenderThroughNext {
  const placeholders = renderPlaceholders(options.secret);
  return async (pagePath, flags, memberVariant) => {
    const variant = renderVariantOf(memberVariant);
    const response = await fetch(`${options.renderOrigin()}${pagePath}`, {
      headers: {
        ...internalRenderHeaders(options.secret, flags, variant),
        'accept-encoding': 'identity',
      },
      redirect: 'manual',
      signal: AbortSignal.timeout(RENDER_TIMEOUT_MS),
    });
    const body = await response.text();
    // Only a complete page rendered through the placeholder path may be shared: a 200, or the
    // maintenance page's deliberate 503 (its Retry-After header is kept with it).
    if (!SHAREABLE_STATUSES.has(response.status) || !body.includes(placeholders.nonce)) {
      logger.warn({ pagePath, variant, status: response.status }, 'Page render not cacheable');
      return null;
    }
    // The unavailable variant shows no member, so it has no member slots.
    const member =
      memberVariant && memberVariant !== 'unavailable'
        ? memberPlaceholders(options.secret, memberVariant)
        : undefined;
    const slots = { ...placeholders, ...(member?.slots ?? NO_MEMBER) };
    const headers = [...response.headers]
      .filter(([name]) => !PER_RESPONSE_HEADERS.has(name))
      .map(([name, value]) => [name, compilePage(value, slots)] as const);
    const page = { status: response.status, headers, body: compilePage(body, slots) };
    // Member data anywhere but its known slots would be served to other members: render instead.
    const templates = [page.body, ...headers.map(([, template]) => template)];
    if (member && templates.some((template) => templateContains(template, member.tokens))) {
      logger.warn({ pagePath }, 'Member page shows member data outside its slots; not cacheable');
      return null;
    }
    return page;
  };
}
