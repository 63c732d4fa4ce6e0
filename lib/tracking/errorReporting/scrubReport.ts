import { REDACTED, redactText } from '@/lib/platform/logging/redact';

/**
 * What error reports must never carry (docs/tracking.md#scrubbing): the sign-in `code` and `state`,
 * tokens, e-mail addresses and referral codes, in any URL, breadcrumb or event. The text rules are
 * the log redaction's (`redactText`, one way to do it); this adds what URLs and reports add on top:
 * percent-encoded e-mails, and keys that name a secret whatever their value looks like.
 */
const SECRET_KEY =
  /token|authorization|cookie|password|secret|email|e-mail|jwt|bearer|code_verifier|^code$|^state$|^session_state$|^rx\d*$|^irpid$|^vpm$|^hp_rx$|referral|partner/i;
const ENCODED_EMAIL = /[\w.!#$&'*+/=?^`{|}~-]+%40[\w-]+(?:\.[\w-]+)+/gi;
const SECRET_PARAM = /^(?:code|state|session_state|iss|irpid|rx\d*|vpm|partner|.*token.*|email)$/i;

/** Scrubs free text, URLs included. */
export function scrubText(text: string): string {
  return redactText(text.replace(ENCODED_EMAIL, REDACTED));
}

/** Scrubs a URL: secret query parameters emptied by name, then the text rules on the rest. */
export function scrubUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return scrubText(url);
  const hashStart = url.indexOf('#', queryStart);
  const query = url.slice(queryStart + 1, hashStart === -1 ? undefined : hashStart);
  const params = query
    .split('&')
    .map((pair) => {
      const name = decodeSafely(pair.split('=', 1)[0] ?? '');
      return SECRET_PARAM.test(name) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
  return scrubText(`${url.slice(0, queryStart)}?${params}`);
}

function decodeSafely(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** Deep copy with every string scrubbed and every secret-named key's value replaced. */
export function scrubValue<T>(value: T, depth = 0): T {
  if (typeof value === 'string') return scrubText(value) as T;
  if (depth > 12 || typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return value.map((item: unknown) => scrubValue(item, depth + 1)) as T;
  const result: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
    if (SECRET_KEY.test(key) && item !== undefined && item !== null && typeof item !== 'object') {
      result[key] = REDACTED;
    } else if (/url|^from$|^to$/i.test(key) && typeof item === 'string') {
      result[key] = scrubUrl(item);
    } else {
      result[key] = scrubValue(item, depth + 1);
    }
  }
  return result as T;
}
