/** @jest-environment node */
import { LOGGED_OUT, memberUuidOf } from '@/lib/members/auth/authState';

describe('memberUuidOf', () => {
  it('is the subject when nobody is impersonated', () => {
    expect(memberUuidOf({ sub: 'member-1' })).toBe('member-1');
    expect(memberUuidOf({ sub: 'member-1', impersonated: undefined })).toBe('member-1');
  });

  it('is the impersonated member when support acts as one', () => {
    expect(memberUuidOf({ sub: 'support-7', impersonated: 'member-2' })).toBe('member-2');
  });

  it('keeps an empty impersonated id (?? only falls back on null/undefined)', () => {
    // The token verifier maps an empty `impersonated` claim to undefined before it gets here.
    expect(memberUuidOf({ sub: 'support-7', impersonated: '' })).toBe('');
  });
});

describe('LOGGED_OUT', () => {
  it('is not logged in, not impersonated, with no member', () => {
    expect(LOGGED_OUT).toEqual({
      isLoggedIn: false,
      isImpersonated: false,
      member: null,
      memberUuid: null,
    });
  });
});
