/** What decides whether a request may be answered from the anonymous page cache. */
export interface CacheRules {
  /** Page paths, base path included, exactly as requested (`/app/hp-vhp`, `/app/hp-vhp/caregivers`). */
  pagePaths: ReadonlySet<string>;
  /** Cookies whose presence means the page depends on the visitor (session, referral code). */
  bypassCookies: readonly string[];
  /**
   * Request headers, by lower-case name, and the value that makes the page depend on the visitor
   * (`Sec-GPC: 1`: the page renders the visitor's privacy signal, docs/serving.md#cache-variants).
   */
  bypassHeaders: Readonly<Record<string, string>>;
}

/**
 * Query parameters that only campaigns and click trackers add; no page reads them on the server,
 * so a request carrying only these still gets the cached page. Any other parameter (the
 * calculator's inputs, a partner code) means a fresh render.
 */
const TRACKING_PARAM = /^(?:utm_[a-z_]+|gclid|gbraid|wbraid|fbclid|msclkid|mc_cid|mc_eid|_ga|_gl)$/;

/**
 * The page path a request may be served from the cache for, or null when it must go to a fresh
 * render: only GET and HEAD of a catalogue page in origin form, with at most one `?` (the
 * multi-`?` redirect answers the rest, docs/security.md#multiple-question-marks), only tracking
 * parameters, and none of the visitor-specific cookies or headers.
 */
export function cacheablePagePath(
  method: string | undefined,
  rawUrl: string | undefined,
  cookies: Partial<Record<string, string>>,
  rules: CacheRules,
  headers: Partial<Record<string, string | string[]>> = {},
): string | null {
  if (method !== 'GET' && method !== 'HEAD') return null;
  if (!rawUrl || !rawUrl.startsWith('/') || rawUrl.startsWith('//')) return null;
  const questionMark = rawUrl.indexOf('?');
  if (questionMark !== rawUrl.lastIndexOf('?') || rawUrl.includes('#')) return null;
  const path = questionMark === -1 ? rawUrl : rawUrl.slice(0, questionMark);
  if (!rules.pagePaths.has(path)) return null;
  if (questionMark !== -1) {
    for (const name of new URLSearchParams(rawUrl.slice(questionMark + 1)).keys()) {
      if (!TRACKING_PARAM.test(name)) return null;
    }
  }
  if (rules.bypassCookies.some((name) => cookies[name] !== undefined)) return null;
  for (const [name, value] of Object.entries(rules.bypassHeaders)) {
    const sent = headers[name];
    if ((Array.isArray(sent) ? sent : [sent]).some((each) => each?.trim() === value)) return null;
  }
  return path;
}
