/**
 * The e-mail pattern (docs/calculator.md#email-my-results): a local part (dot-separated atoms or a quoted string), an at sign, then
 * a bracketed IPv4 address or a domain whose top-level part has at least two letters.
 */
export const EMAIL_PATTERN =
  /^(([^<>()[\]\\.,;:\s@"]+(\.[^<>()[\]\\.,;:\s@"]+)*)|(".+"))@((\[\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}\])|(([a-zA-Z\-0-9]+\.)+[a-zA-Z]{2,}))$/;

/** RFC 5321's limit on a whole address. */
const MAX_LENGTH = 254;

export const EMAIL_MESSAGES = {
  empty: 'Enter your e-mail address.',
  invalid: 'Enter an e-mail address like name@example.com.',
} as const;

/** A refused address: why (for the page's own words) and the English message. */
export type EmailCheck =
  | { ok: true; email: string }
  | { ok: false; problem: keyof typeof EMAIL_MESSAGES; message: string };

/** Checks a typed address (trimmed first) against the e-mail pattern above. */
export function checkEmailAddress(text: string): EmailCheck {
  const email = text.trim();
  if (email === '') return { ok: false, problem: 'empty', message: EMAIL_MESSAGES.empty };
  if (email.length > MAX_LENGTH || !EMAIL_PATTERN.test(email)) {
    return { ok: false, problem: 'invalid', message: EMAIL_MESSAGES.invalid };
  }
  return { ok: true, email };
}
