/**
 * Redaction and bounds for data that comes from outside (the browser's log entries), applied
 * before anything reaches the log (OWASP Logging Cheat Sheet: no tokens, no raw PII; logging must
 * not exhaust resources). Works at every depth, on keys and inside free text, with the shared
 * rules of `scrubSecrets.ts`.
 */
import { REDACTED, redactText, SECRET_KEY } from './scrubSecrets';

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
 * Keys redacted in a log entry: the shared rules' secret keys, and also session ids and the
 * referrer, which a log line never needs (analytics keeps them, scrubbed).
 */
function isSecretKey(key: string): boolean {
  return SECRET_KEY.test(key) || /session|referr/i.test(key);
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
    const secret = isSecretKey(rawKey) && !isGraphQLErrorCode(parentKey, rawKey, item);
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
