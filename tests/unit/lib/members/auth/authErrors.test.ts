/** @jest-environment node */
import {
  ANONYMOUS_SESSION_ERRORS,
  AUTH_ERROR_MESSAGES,
  AuthConfigurationError,
  InitializationError,
  isAnonymousSessionError,
} from '@/lib/members/auth/authErrors';

describe('AUTH_ERROR_MESSAGES', () => {
  it('names each error exactly as the spec does', () => {
    expect(AUTH_ERROR_MESSAGES).toEqual({
      missingSettings: 'AuthService: Missing required settings',
      missingStorage: 'ClientStorage not found',
      notInitialized: 'UserManager is not initialized',
    });
  });
});

describe('InitializationError', () => {
  it('is an Error named InitializationError with the not-initialized message', () => {
    const error = new InitializationError();
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('InitializationError');
    expect(error.message).toBe('UserManager is not initialized');
  });
});

describe('AuthConfigurationError', () => {
  it('is an Error named AuthConfigurationError carrying its message', () => {
    const error = new AuthConfigurationError('ClientStorage not found');
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('AuthConfigurationError');
    expect(error.message).toBe('ClientStorage not found');
  });
});

describe('isAnonymousSessionError', () => {
  it('lists exactly the four provider answers that mean "nobody is signed in"', () => {
    expect([...ANONYMOUS_SESSION_ERRORS].sort()).toEqual([
      'account_selection_required',
      'consent_required',
      'interaction_required',
      'login_required',
    ]);
  });

  it.each([
    'login_required',
    'consent_required',
    'interaction_required',
    'account_selection_required',
  ])('treats an error whose `error` is %s as anonymous', (code) => {
    expect(isAnonymousSessionError({ error: code })).toBe(true);
    // The shape of oidc-client-ts's ErrorResponse: an Error with an `error` field.
    expect(
      isAnonymousSessionError(Object.assign(new Error('provider said no'), { error: code })),
    ).toBe(true);
  });

  it.each<[string, unknown]>([
    ['another OAuth error code', { error: 'access_denied' }],
    ['a server error code', { error: 'server_error' }],
    ['a code in another case', { error: 'LOGIN_REQUIRED' }],
    ['a code with whitespace', { error: ' login_required' }],
    ['a non-string error field', { error: 1 }],
    ['a nested code', { error: { error: 'login_required' } }],
    ['the code as the message only', new Error('login_required')],
    ['the bare string', 'login_required'],
    ['null', null],
    ['undefined', undefined],
    ['a number', 42],
  ])('does not treat %s as anonymous', (_label, error) => {
    expect(isAnonymousSessionError(error)).toBe(false);
  });
});
