/** Partner codes are short letters, digits and dashes, as printed on partner materials. */
const PARTNER_CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9-]{1,31}$/;

export type PartnerCodeCheck = { ok: true; code: string } | { ok: false; message: string };

/** Validates a typed partner code, with a message a person can act on. */
export function checkPartnerCode(raw: string): PartnerCodeCheck {
  const code = raw.trim();
  if (code === '') return { ok: false, message: 'Enter your partner code.' };
  if (!PARTNER_CODE_PATTERN.test(code)) {
    return {
      ok: false,
      message: 'A partner code has 2 to 32 letters, digits or dashes, like CPA-1234.',
    };
  }
  return { ok: true, code: code.toUpperCase() };
}
