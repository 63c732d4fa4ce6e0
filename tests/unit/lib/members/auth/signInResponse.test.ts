import { hasSignInResponse } from '@/lib/members/auth/signInResponse';

describe('hasSignInResponse', () => {
  it('counts an authorization code or an error answer from the provider as something to finish', () => {
    expect(hasSignInResponse('?error=access_denied&state=s')).toBe(true);
    expect(hasSignInResponse('?code=c&state=s')).toBe(true);
    expect(hasSignInResponse('code=c')).toBe(true);
  });

  it('finds nothing to finish in an address without either', () => {
    expect(hasSignInResponse('?state=s')).toBe(false);
    expect(hasSignInResponse('')).toBe(false);
    expect(hasSignInResponse('?%E0%A4%A=1')).toBe(false);
  });
});
