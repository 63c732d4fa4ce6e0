/**
 * The one set of rules for what must never leave the site in a log line, an error report, an
 * analytics event or a data-layer push (docs/platform.md#redaction): the sign-in callback's
 * `code`, `state`, `session_state` and `iss`, tokens, API keys, passwords, credentials in URLs
 * (`user:pass@`), e-mail addresses (never even their local part) and referral codes, also when
 * percent-encoded once or twice. Pure string functions, small enough for the first load.
 */
export const REDACTED = '[redacted]';

/** `=` as written, percent-encoded and double-encoded, or `key: value` / JSON `"key":"value"`. */
const SEPARATOR = String.raw`(=|%3D|%253D|:\s*|"\s*:\s*")`;
/** A value ends at the next parameter (`&`, also encoded), quote, space, `;`, `,` or fragment. */
const VALUE = String.raw`((?:(?!%26|%2526)[^&\s"',;#])+)`;
/** Names whose value is a secret wherever they appear: in a query, a form body or `key: value`. */
const SECRET_NAME = String.raw`[\w-]*(?:token|secret|password|passwd|api[_-]?key|credential)[\w-]*|code|code_verifier|state|session_state|iss|rx\d*|(?:__Secure-)?(?:vpm|hp_rx)|partner|irpid|e-?mail`;
/**
 * An e-mail address, its `@` also percent-encoded, with every character RFC 5322 allows in the
 * local part (`%` too: an encoded `+`), so no piece of the local part survives. In free text that
 * may take a path before it along; in a URL, `scrubUrl` removes the parameter or path segment
 * with the address first.
 */
const EMAIL =
  /[\p{L}\p{N}.!#$%&'*+/=?^_`{|}~-]+(?:@|%40|%2540)[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/giu;
/** An `@`, also percent-encoded once or twice. */
const AT = /@|%40|%2540/i;
/**
 * A secret name and its value. The name starts the text or follows a non-word character or an
 * encoded one (`%3Fcode%3D…`, `%253Fcode…`): a lookbehind would do it, but older Safari cannot
 * parse one, and this module is part of the first load.
 */
const SECRET_PAIR = new RegExp(
  String.raw`(^|%25[0-9a-f]{2}|%[0-9a-f]{2}|[^\w])(${SECRET_NAME})${SEPARATOR}${VALUE}`,
  'gi',
);

/**
 * The calculator keeps a US state in its URL (`state=CA`); a sign-in `state` is a long random
 * value (oidc-client-ts: 32 hex digits), so a two-letter upper-case code is the one kept.
 */
function keptAsIs(name: string, value: string): boolean {
  return name.toLowerCase() === 'state' && /^[A-Z]{2}$/.test(value);
}

type Replacement = string | ((match: string, ...groups: string[]) => string);

/** Patterns found inside free text, each with its replacement. Order matters: JWTs before e-mails. */
const TEXT_PATTERNS: ReadonlyArray<readonly [RegExp, Replacement]> = [
  [/[\u0000-\u001f\u007f]/g, ' '],
  // JSON Web Tokens: three base64url parts, the first starting with {" encoded ("eyJ").
  [/eyJ[\w-]{4,}\.[\w-]{4,}\.[\w-]*/g, REDACTED],
  // Authorization header values.
  [/\b(Bearer|Basic)\s+[\w~+/.=-]+/gi, `$1 ${REDACTED}`],
  // Credentials in a URL's authority (`https://user:pass@host`), before the e-mail rule sees `pass@host`.
  [/\b([a-z][a-z\d+.-]*:\/\/)[^\s/?#@]+@/gi, `$1${REDACTED}@`],
  [
    SECRET_PAIR,
    (pair, before = '', name = '', separator = '', value = '') =>
      keptAsIs(name, value) ? pair : `${before}${name}${separator}${REDACTED}`,
  ],
  [EMAIL, REDACTED],
];

/** Removes secrets, credentials, e-mail addresses and referral codes from free text, and control characters. */
export function redactText(text: string): string {
  return TEXT_PATTERNS.reduce(
    (result, [pattern, replacement]) =>
      typeof replacement === 'string'
        ? result.replace(pattern, replacement)
        : result.replace(pattern, replacement),
    text,
  );
}

/** Query parameters emptied by name, whatever their value looks like (checked decoded). */
const SECRET_PARAM = new RegExp(String.raw`^(?:${SECRET_NAME}|.*e-?mail.*|referral.*)$`, 'i');

function decodeSafely(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** A path: every segment with an `@` in it (an address) goes whole, the authority excepted. */
function scrubPath(path: string): string {
  const authority = /^[a-z][a-z\d+.-]*:\/\//i.test(path) ? 2 : -1;
  return path
    .split('/')
    .map((segment, index) => (index !== authority && AT.test(segment) ? REDACTED : segment))
    .join('/');
}

/**
 * Scrubs a URL: secret query parameters and any parameter or path segment holding an address
 * emptied, then the text rules on all of it (the fragment, encoded URLs inside parameters).
 */
export function scrubUrl(url: string): string {
  const queryStart = url.indexOf('?');
  const hashStart = url.indexOf('#', queryStart === -1 ? 0 : queryStart);
  const pathEnd = queryStart === -1 ? (hashStart === -1 ? url.length : hashStart) : queryStart;
  const end = hashStart === -1 ? url.length : hashStart;
  const params =
    queryStart === -1
      ? ''
      : `?${url
          .slice(queryStart + 1, end)
          .split('&')
          .map((pair) => {
            const [rawName = '', value = ''] = pair.split('=', 2);
            const name = decodeSafely(rawName);
            const secret = SECRET_PARAM.test(name) && !keptAsIs(name, value);
            return secret || AT.test(value) ? `${name}=${REDACTED}` : pair;
          })
          .join('&')}`;
  return redactText(`${scrubPath(url.slice(0, pathEnd))}${params}${url.slice(end)}`);
}

/**
 * Keys whose value is a secret or personal data whatever it looks like. `session` and `referer`
 * are not among them: analytics needs its session ids and a scrubbed referrer.
 */
export const SECRET_KEY =
  /token|authorization|cookie|password|passwd|secret|api[_-]?key|credential|e-?mail|jwt|bearer|code_verifier|^code$|^state$|^session_state$|^rx\d*$|^irpid$|^(?:__secure-)?(?:vpm|hp_rx)$|referral|partner/i;
/** Keys whose string value is a URL or a path (the SDK's `[Amplitude] Page Location`, `referer`…). */
const URL_KEY = /url|href|location|referr|path|^from$|^to$/i;
/** A string that is a URL or a path, whatever its key. */
const LOOKS_LIKE_URL = /^(?:[a-z][a-z\d+.-]*:|\/)/i;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/** A string scrubbed as a URL when its key or its shape says it is one, else as text. */
export function scrubString(value: string, key = ''): string {
  return URL_KEY.test(key) || LOOKS_LIKE_URL.test(value) ? scrubUrl(value) : redactText(value);
}

/**
 * Deep copy of plain objects and arrays with every string scrubbed and every secret-named key's
 * value replaced. Anything else (an `Error`, a `Date`) is returned as is for its own serializer.
 */
export function scrubValue<T>(value: T, depth = 0, key = ''): T {
  if (typeof value === 'string') return scrubString(value, key) as T;
  if (depth > 12) return value;
  if (Array.isArray(value)) {
    return value.map((item: unknown) => scrubValue(item, depth + 1, key)) as T;
  }
  if (!isPlainObject(value)) return value;
  const result: Record<string, unknown> = {};
  for (const [name, item] of Object.entries(value)) {
    const scalar =
      typeof item === 'string' || typeof item === 'number' || typeof item === 'boolean';
    const secret = scalar && SECRET_KEY.test(name) && !keptAsIs(name, String(item));
    result[name] = secret ? REDACTED : scrubValue(item, depth + 1, name);
  }
  return result as T;
}
