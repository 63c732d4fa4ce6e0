/** Partner codes are short letters, digits and dashes, as printed on partner materials. */
const PARTNER_CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9-]{1,31}$/;

/** What is wrong with a typed code; the form words it in the page's language (proPortalContent.ts). */
export type PartnerCodeProblem = 'empty' | 'malformed';

export type PartnerCodeCheck =
  { ok: true; code: string } | { ok: false; problem: PartnerCodeProblem };

/** Validates a typed partner code; a problem is a code, so each language can say it. */
export function checkPartnerCode(raw: string): PartnerCodeCheck {
  const code = raw.trim();
  if (code === '') return { ok: false, problem: 'empty' };
  if (!PARTNER_CODE_PATTERN.test(code)) return { ok: false, problem: 'malformed' };
  return { ok: true, code: code.toUpperCase() };
}
