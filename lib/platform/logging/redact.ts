/**
 * Redaction and bounds for data that comes from outside (the browser's log entries), applied
 * before anything reaches the log (OWASP Logging Cheat Sheet: no tokens, no raw PII; logging must
 * not exhaust resources). Works at every depth, on keys and inside free text.
 */

export const REDACTED = '[redacted]';

/** Limits of the `extras` a browser may send; past them the value is cut, never rejected. */
export const EXTRAS_LIMITS = {
  /** Nesting below the top-level object (a value deeper than this becomes "[truncated]"). */
  maxDepth: 4,
  /** Keys kept per object, and items per array. */
  maxKeys: 20,
  /** Characters kept per string. */
  maxStringLength: 512,
  /** Serialised size of the whole result; a larger one is replaced by a marker. */
  maxTotalBytes: 4096,
} as const;

/**
 * Keys whose value is a secret or personal data whatever it looks like: tokens, credentials,
 * cookies, e-mail addresses and referral codes (rx, rx1..rx10, the `vpm` cookie, partner codes).
 */
const SECRET_KEY =
  /token|authorization|cookie|password|passwd|secret|session|email|e-mail|jwt|bearer|code_verifier|^code$|^state$|^rx\d*$|^vpm$|referr|partner/i;

/** Patterns found inside free text, each with its replacement. Order matters: JWTs before e-mails. */
const TEXT_PATTERNS: ReadonlyArray<readonly [RegExp, string]> = [
  // JSON Web Tokens: three base64url parts, the first starting with {" encoded ("eyJ").
  [/eyJ[\w-]{4,}\.[\w-]{4,}\.[\w-]*/g, REDACTED],
  // Authorization header values.
  [/\b(Bearer|Basic)\s+[\w~+/.=-]+/gi, `$1 ${REDACTED}`],
  // Secrets and referral codes in query strings, form bodies or "key: value" text.
  [
    /\b(access_token|refresh_token|id_token|token|code|code_verifier|state|password|secret|session_state|rx\d*|vpm|partner)(=|:\s*|"\s*:\s*")([^&\s"',;]+)/gi,
    `$1$2${REDACTED}`,
  ],
  // E-mail addresses.
  [/[\w.!#$%&'*+/=?^`{|}~-]+@[\w-]+(?:\.[\w-]+)+/g, REDACTED],
];

const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;

/** Removes tokens, JWTs, e-mail addresses and referral codes from free text, and control characters. */
export function redactText(text: string): string {
  const clean = text.replace(CONTROL_CHARACTERS, ' ');
  return TEXT_PATTERNS.reduce(
    (result, [pattern, replacement]) => result.replace(pattern, replacement),
    clean,
  );
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function boundValue(value: unknown, depth: number, key?: string): unknown {
  if (typeof value === 'string') return redactText(value.slice(0, EXTRAS_LIMITS.maxStringLength));
  if (typeof value === 'number') return Number.isFinite(value) ? value : String(value);
  if (typeof value === 'boolean' || value === null) return value;
  if (depth >= EXTRAS_LIMITS.maxDepth) return '[truncated]';
  if (Array.isArray(value)) {
    const kept = value.slice(0, EXTRAS_LIMITS.maxKeys).map((item) => boundValue(item, depth + 1));
    return value.length > kept.length ? [...kept, `[${value.length - kept.length} more]`] : kept;
  }
  if (isPlainObject(value)) return boundObject(value, depth + 1, key);
  // undefined, functions, symbols, bigints: nothing JSON can carry from a browser anyway.
  return undefined;
}

/**
 * A GraphQL error's `extensions.code` ("UNAUTHENTICATED", "INTERNAL_SERVER_ERROR"): an upper-case
 * constant, never a sign-in code (random, mixed case), so it is kept although its key is `code`.
 */
function isGraphQLErrorCode(parentKey: string | undefined, key: string, item: unknown): boolean {
  return (
    parentKey === 'extensions' &&
    key === 'code' &&
    typeof item === 'string' &&
    /^[A-Z][A-Z0-9_]{0,63}$/.test(item)
  );
}

function boundObject(
  value: Record<string, unknown>,
  depth: number,
  parentKey?: string,
): Record<string, unknown> {
  const entries = Object.entries(value);
  const result: Record<string, unknown> = {};
  for (const [rawKey, item] of entries.slice(0, EXTRAS_LIMITS.maxKeys)) {
    const key = redactText(rawKey.slice(0, 64));
    const secret = SECRET_KEY.test(rawKey) && !isGraphQLErrorCode(parentKey, rawKey, item);
    result[key] = secret ? REDACTED : boundValue(item, depth, rawKey);
  }
  if (entries.length > EXTRAS_LIMITS.maxKeys) {
    result['[truncatedKeys]'] = entries.length - EXTRAS_LIMITS.maxKeys;
  }
  return result;
}

/**
 * Bounds a browser's `extras` (depth, keys, string length, total size) and redacts secrets at every
 * depth, by key name and inside text. Returns `undefined` for nothing to log.
 */
export function boundedExtras(extras: unknown): Record<string, unknown> | undefined {
  if (!isPlainObject(extras)) return undefined;
  const bounded = boundObject(extras, 0);
  if (Object.keys(bounded).length === 0) return undefined;
  const size = new TextEncoder().encode(JSON.stringify(bounded)).length;
  return size > EXTRAS_LIMITS.maxTotalBytes
    ? { '[truncated]': `extras of ${size} bytes` }
    : bounded;
}
