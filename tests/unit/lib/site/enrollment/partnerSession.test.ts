/** @jest-environment node */
import { resolvePartnerSession } from '@/lib/site/enrollment/partnerSession';

const insecure = { secure: false };

describe('resolvePartnerSession', () => {
  it('takes a valid code from the partner link, upper-cased, and sets a session cookie', () => {
    expect(resolvePartnerSession('cpa-1234', undefined, { secure: true })).toEqual({
      partnerCode: 'CPA-1234',
      setCookie: 'hp_partner=CPA-1234; Path=/app/hp-vhp; HttpOnly; Secure; SameSite=Lax',
    });
  });

  it('sets no Max-Age or Expires: the code lasts for the browser session only', () => {
    const { setCookie } = resolvePartnerSession('CPA-1234', undefined, insecure);
    expect(setCookie).not.toMatch(/max-age|expires/i);
  });

  it('keeps the cookie code on later pages and does not set it again', () => {
    expect(resolvePartnerSession(undefined, 'CPA-1234', insecure)).toEqual({
      partnerCode: 'CPA-1234',
      setCookie: null,
    });
    expect(resolvePartnerSession('cpa-1234', 'CPA-1234', insecure).setCookie).toBeNull();
  });

  it('a new partner link replaces the code of the session', () => {
    expect(resolvePartnerSession('AGENCY-9', 'CPA-1234', insecure)).toMatchObject({
      partnerCode: 'AGENCY-9',
      setCookie: expect.stringContaining('hp_partner=AGENCY-9;') as unknown,
    });
  });

  it.each([
    ['empty', ''],
    ['one character', 'A'],
    ['markup', '<b>CPA</b>'],
    ['too long', 'A'.repeat(33)],
    ['a leading dash', '-CPA'],
    ['repeated', ['CPA-1', 'CPA-2']],
  ])('ignores a partner link with %s code (family page, no error)', (_label, value) => {
    expect(resolvePartnerSession(value, undefined, insecure)).toEqual({
      partnerCode: null,
      setCookie: null,
    });
  });

  it('an invalid link keeps a valid session code; a tampered cookie is ignored', () => {
    expect(resolvePartnerSession('<x>', 'CPA-1234', insecure).partnerCode).toBe('CPA-1234');
    expect(resolvePartnerSession(undefined, 'CPA 1234; x=1', insecure).partnerCode).toBeNull();
  });
});
