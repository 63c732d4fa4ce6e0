import {
  OidcClient,
  User,
  UserManager,
  type NavigateParams,
  type NavigateResponse,
  type SigninRedirectArgs,
} from 'oidc-client-ts';
import { AuthService, type AuthServiceSettings } from '@/lib/members/auth/AuthService';
import { AuthConfigurationError, InitializationError } from '@/lib/members/auth/authErrors';
import { currentReturnTo } from '@/lib/members/auth/returnPath';
import { storedUserKey } from '@/lib/members/auth/storedUser';

const NOW_MS = Date.UTC(2025, 0, 15, 12, 0, 0);
const NOW_S = NOW_MS / 1000;

const AUTHORITY = 'https://id.example.com';
const CLIENT_ID = 'hp-vhp';

function settings(overrides: Partial<AuthServiceSettings> = {}): AuthServiceSettings {
  return {
    authority: AUTHORITY,
    client_id: CLIENT_ID,
    redirect_uri: 'https://www.example.com/app/hp-vhp/authCallback',
    response_type: 'code',
    scope: 'openid profile email offline_access',
    post_logout_redirect_uri: 'https://www.example.com/app/hp-vhp',
    // No background renewal in these tests: each test drives the manager itself.
    automaticSilentRenew: false,
    revokeTokenTypes: ['access_token', 'refresh_token'],
    ...overrides,
  };
}

interface StoredTokens {
  access_token?: string;
  refresh_token?: string;
  id_token?: string;
  expires_at?: number;
}

/** Writes a user the way oidc-client-ts does, under the stored-user key of a prefix. */
function storeUser(tokens: StoredTokens = {}, prefix = 'oidc.'): void {
  const user = new User({
    access_token: 'AT-1',
    refresh_token: 'RT-1',
    id_token: 'ID-1',
    token_type: 'Bearer',
    scope: 'openid profile',
    expires_at: NOW_S + 3600,
    profile: { sub: 'member-1', iss: AUTHORITY, aud: CLIENT_ID, exp: NOW_S + 3600, iat: NOW_S },
    ...tokens,
  });
  window.sessionStorage.setItem(
    storedUserKey(prefix, AUTHORITY, CLIENT_ID),
    user.toStorageString(),
  );
}

function readStored(prefix = 'oidc.'): Record<string, unknown> | null {
  const raw = window.sessionStorage.getItem(storedUserKey(prefix, AUTHORITY, CLIENT_ID));
  return raw === null ? null : (JSON.parse(raw) as Record<string, unknown>);
}

function initializedService(overrides: Partial<AuthServiceSettings> = {}): {
  service: AuthService;
  manager: UserManager;
} {
  const service = new AuthService(settings(overrides), window.sessionStorage);
  return { service, manager: service.initialize() };
}

/** The provider's endpoints as discovery would give them, so a sign-in builds its real URL. */
const METADATA = {
  issuer: AUTHORITY,
  authorization_endpoint: `${AUTHORITY}/auth`,
  token_endpoint: `${AUTHORITY}/token`,
};

/**
 * The URLs the manager would open: its redirect navigator is the library's last step, so the
 * authorization request is caught there, whole, as the browser would receive it.
 */
function caughtRedirects(manager: UserManager): () => URL[] {
  const navigate = jest.fn((params: NavigateParams) =>
    Promise.resolve<NavigateResponse>({ url: params.url }),
  );
  jest.spyOn(manager['_redirectNavigator'], 'prepare').mockResolvedValue({
    navigate,
    close: () => undefined,
  });
  return () => navigate.mock.calls.map(([params]) => new URL(params.url));
}

beforeEach(() => {
  jest.useFakeTimers({ now: NOW_MS });
});

afterEach(() => {
  jest.clearAllTimers();
  jest.useRealTimers();
  jest.restoreAllMocks();
  window.sessionStorage.clear();
  window.localStorage.clear();
});

describe('AuthService construction', () => {
  const REQUIRED = [
    'authority',
    'client_id',
    'redirect_uri',
    'response_type',
    'scope',
    'post_logout_redirect_uri',
  ] as const;

  it.each(REQUIRED)('refuses settings without %s', (key) => {
    const incomplete: AuthServiceSettings = { ...settings() };
    delete (incomplete as Partial<AuthServiceSettings>)[key];
    const build = () => new AuthService(incomplete, window.sessionStorage);
    expect(build).toThrow(AuthConfigurationError);
    expect(build).toThrow(new Error('AuthService: Missing required settings'));
  });

  it.each(REQUIRED)('refuses settings with an empty %s', (key) => {
    expect(() => new AuthService(settings({ [key]: '' }), window.sessionStorage)).toThrow(
      'AuthService: Missing required settings',
    );
  });

  it('refuses a missing storage with "ClientStorage not found"', () => {
    const build = () => new AuthService(settings(), undefined);
    expect(build).toThrow(AuthConfigurationError);
    expect(build).toThrow(new Error('ClientStorage not found'));
  });

  it('reports missing settings before a missing storage', () => {
    expect(() => new AuthService(settings({ authority: '' }), undefined)).toThrow(
      'AuthService: Missing required settings',
    );
  });

  it('builds with complete settings and a storage, without creating the manager yet', () => {
    const service = new AuthService(settings(), window.sessionStorage);
    expect(() => service.userManager).toThrow(InitializationError);
  });
});

describe('AuthService before initialize()', () => {
  const service = () => new AuthService(settings(), window.sessionStorage);

  it('throws InitializationError "UserManager is not initialized" from userManager', () => {
    const uninitialized = service();
    expect(() => uninitialized.userManager).toThrow(InitializationError);
    expect(() => uninitialized.userManager).toThrow(new Error('UserManager is not initialized'));
  });

  it.each<[string, (s: AuthService) => Promise<unknown>]>([
    ['login', (s) => s.login('/app/hp-vhp')],
    ['logout', (s) => s.logout()],
    ['resetUserData', (s) => s.resetUserData()],
    ['revokeTokens', (s) => s.revokeTokens()],
    ['validUser', (s) => s.validUser()],
  ])('rejects %s with InitializationError', async (_name, call) => {
    const uninitialized = service();
    const result = call(uninitialized);
    await expect(result).rejects.toBeInstanceOf(InitializationError);
    await expect(result).rejects.toThrow('UserManager is not initialized');
  });

  it('does not touch the stored user when a call is refused', async () => {
    const uninitialized = service();
    storeUser();
    await expect(uninitialized.resetUserData()).rejects.toThrow(InitializationError);
    expect(readStored()).not.toBeNull();
  });
});

describe('AuthService.initialize', () => {
  it('creates one UserManager and returns it on every call', () => {
    const service = new AuthService(settings(), window.sessionStorage);
    const manager = service.initialize();
    expect(manager).toBeInstanceOf(UserManager);
    expect(service.initialize()).toBe(manager);
    expect(service.userManager).toBe(manager);
  });

  it('hands the settings to the library', () => {
    const { manager } = initializedService();
    expect(manager.settings.authority).toBe(AUTHORITY);
    expect(manager.settings.client_id).toBe(CLIENT_ID);
    expect(manager.settings.response_type).toBe('code');
    expect(manager.settings.post_logout_redirect_uri).toBe('https://www.example.com/app/hp-vhp');
  });
});

describe('the stored-user key (lib/members/auth/storedUser)', () => {
  it.each([undefined, 'hp-vhp.oidc.'])(
    'is exactly where the library stores and finds the user (prefix %p)',
    async (storagePrefix) => {
      const { manager } = initializedService(storagePrefix === undefined ? {} : { storagePrefix });
      await manager.storeUser(
        new User({
          access_token: 'AT-lib',
          token_type: 'Bearer',
          profile: { sub: 's', iss: AUTHORITY, aud: CLIENT_ID, exp: NOW_S + 60, iat: NOW_S },
          expires_at: NOW_S + 60,
        }),
      );
      const prefix = storagePrefix ?? 'oidc.';
      expect(window.sessionStorage.length).toBe(1);
      expect(readStored(prefix)?.access_token).toBe('AT-lib');

      window.sessionStorage.clear();
      storeUser({ access_token: 'AT-ours' }, prefix);
      expect((await manager.getUser())?.access_token).toBe('AT-ours');
    },
  );
});

describe('AuthService.login', () => {
  it('removes the stored user before redirecting, with the return path as state', async () => {
    const { service, manager } = initializedService();
    storeUser();
    let storedAtRedirect: unknown = 'not called';
    const redirect = jest
      .spyOn(manager, 'signinRedirect')
      .mockImplementation((_args?: SigninRedirectArgs) => {
        storedAtRedirect = readStored();
        return Promise.resolve();
      });

    await service.login('/app/hp-vhp/pricing?plan=full');

    expect(storedAtRedirect).toBeNull();
    expect(redirect).toHaveBeenCalledTimes(1);
    expect(redirect).toHaveBeenCalledWith({ state: { returnTo: '/app/hp-vhp/pricing?plan=full' } });
  });

  it('calls removeUser before signinRedirect', async () => {
    const { service, manager } = initializedService();
    const remove = jest.spyOn(manager, 'removeUser');
    const redirect = jest.spyOn(manager, 'signinRedirect').mockResolvedValue(undefined);
    await service.login('/app/hp-vhp');
    expect(remove).toHaveBeenCalledTimes(1);
    expect(remove.mock.invocationCallOrder[0]).toBeLessThan(
      redirect.mock.invocationCallOrder[0] ?? -1,
    );
  });

  it('remembers the current path and query when given currentReturnTo(location)', async () => {
    window.history.pushState({}, '', '/app/hp-vhp/nanny-tax-calculator?state=CA&wage=20');
    const { service, manager } = initializedService();
    const redirect = jest.spyOn(manager, 'signinRedirect').mockResolvedValue(undefined);
    await service.login(currentReturnTo(window.location));
    expect(redirect).toHaveBeenCalledWith({
      state: { returnTo: '/app/hp-vhp/nanny-tax-calculator?state=CA&wage=20' },
    });
  });

  it('asks the provider for the language its setting names for the return path', async () => {
    const uiLocalesOf = jest.fn((returnTo: string) =>
      returnTo.startsWith('/app/hp-vhp/es') ? 'es' : undefined,
    );
    const { service, manager } = initializedService({ uiLocalesFor: uiLocalesOf });
    const redirect = jest.spyOn(manager, 'signinRedirect').mockResolvedValue(undefined);

    await service.login('/app/hp-vhp/es/caregivers?state=CA');

    expect(uiLocalesOf).toHaveBeenCalledWith('/app/hp-vhp/es/caregivers?state=CA');
    expect(redirect).toHaveBeenCalledWith({
      state: { returnTo: '/app/hp-vhp/es/caregivers?state=CA' },
      ui_locales: 'es',
    });
  });

  it('sends no ui_locales when the setting names none for the return path', async () => {
    const { service, manager } = initializedService({ uiLocalesFor: () => undefined });
    const redirect = jest.spyOn(manager, 'signinRedirect').mockResolvedValue(undefined);
    await service.login('/app/hp-vhp/caregivers');
    expect(redirect).toHaveBeenCalledWith({ state: { returnTo: '/app/hp-vhp/caregivers' } });
  });

  it('puts ui_locales on the authorization request it redirects to', async () => {
    const { service, manager } = initializedService({
      uiLocalesFor: () => 'es',
      metadata: METADATA,
    });
    const redirects = caughtRedirects(manager);

    await service.login('/app/hp-vhp/es');

    const [url, ...more] = redirects();
    expect(more).toEqual([]);
    expect(url && url.origin + url.pathname).toBe(`${AUTHORITY}/auth`);
    expect(url?.searchParams.get('ui_locales')).toBe('es');
  });

  it('returns a sign-in asked in Spanish to the Spanish return page, and keeps it for the code exchange', async () => {
    const spanishReturn = 'https://www.example.com/app/hp-vhp/es/authCallback';
    const { service, manager } = initializedService({
      uiLocalesFor: (returnTo) => (returnTo.startsWith('/app/hp-vhp/es') ? 'es' : undefined),
      localizedRedirectUris: { es: spanishReturn },
      metadata: METADATA,
    });
    const redirects = caughtRedirects(manager);

    await service.login('/app/hp-vhp/es/caregivers');
    await service.login('/app/hp-vhp/caregivers');

    const [spanish, english] = redirects();
    expect(spanish?.searchParams.get('redirect_uri')).toBe(spanishReturn);
    expect(english?.searchParams.get('redirect_uri')).toBe(
      'https://www.example.com/app/hp-vhp/authCallback',
    );
    // The library stores the address with the sign-in's state and sends it again with the code.
    const stored = [window.localStorage, window.sessionStorage]
      .flatMap((store) => Object.keys(store).map((key) => store.getItem(key) ?? ''))
      .find((value) => value.includes(spanishReturn));
    expect(stored).toBeDefined();
  });

  it('does not redirect when removing the stored user fails', async () => {
    const { service, manager } = initializedService();
    jest.spyOn(manager, 'removeUser').mockRejectedValue(new Error('storage is broken'));
    const redirect = jest.spyOn(manager, 'signinRedirect').mockResolvedValue(undefined);
    await expect(service.login('/app/hp-vhp')).rejects.toThrow('storage is broken');
    expect(redirect).not.toHaveBeenCalled();
  });
});

describe('AuthService.resetUserData', () => {
  it('removes the stored user', async () => {
    const { service } = initializedService();
    storeUser();
    await service.resetUserData();
    expect(readStored()).toBeNull();
  });

  it('leaves other storage entries alone', async () => {
    const { service } = initializedService();
    storeUser();
    window.sessionStorage.setItem('unrelated', 'keep');
    await service.resetUserData();
    expect(window.sessionStorage.getItem('unrelated')).toBe('keep');
  });
});

describe('AuthService.logout', () => {
  it('uses the stored id token as hint, after clearing stale state and the stored user', async () => {
    const { service, manager } = initializedService();
    storeUser({ id_token: 'ID-stored' });
    const clearStale = jest.spyOn(manager, 'clearStaleState');
    let storedAtRedirect: unknown = 'not called';
    const redirect = jest.spyOn(manager, 'signoutRedirect').mockImplementation(() => {
      storedAtRedirect = readStored();
      return Promise.resolve();
    });

    await service.logout();

    expect(redirect).toHaveBeenCalledWith({ id_token_hint: 'ID-stored' });
    expect(clearStale).toHaveBeenCalledTimes(1);
    expect(clearStale.mock.invocationCallOrder[0]).toBeLessThan(
      redirect.mock.invocationCallOrder[0] ?? -1,
    );
    expect(storedAtRedirect).toBeNull();
  });

  it('carries the page to return to as the sign-out state', async () => {
    const { manager, service } = initializedService();
    storeUser({ id_token: 'ID-stored' });
    const redirect = jest.spyOn(manager, 'signoutRedirect').mockResolvedValue(undefined);
    await service.logout('/app/hp-vhp/referral');
    expect(redirect).toHaveBeenCalledWith({
      id_token_hint: 'ID-stored',
      state: { returnTo: '/app/hp-vhp/referral' },
    });
  });

  it('asks for the language of the page it returns to, and for none on an English page', async () => {
    const uiLocalesFor = (returnTo: string) => (returnTo.includes('/es/') ? 'es' : undefined);
    const { manager, service } = initializedService({ uiLocalesFor });
    const redirect = jest.spyOn(manager, 'signoutRedirect').mockResolvedValue(undefined);
    await service.logout('/app/hp-vhp/es/caregivers');
    expect(redirect).toHaveBeenLastCalledWith({
      id_token_hint: '',
      state: { returnTo: '/app/hp-vhp/es/caregivers' },
      extraQueryParams: { ui_locales: 'es' },
    });
    await service.logout('/app/hp-vhp/caregivers');
    expect(redirect).toHaveBeenLastCalledWith({
      id_token_hint: '',
      state: { returnTo: '/app/hp-vhp/caregivers' },
    });
    await service.logout();
    expect(redirect).toHaveBeenLastCalledWith({ id_token_hint: '' });
  });

  it('sends an empty hint when no user is stored', async () => {
    const { manager, service } = initializedService();
    const redirect = jest.spyOn(manager, 'signoutRedirect').mockResolvedValue(undefined);
    await service.logout();
    expect(redirect).toHaveBeenCalledWith({ id_token_hint: '' });
  });

  it('sends an empty hint when the stored user has no id token', async () => {
    const { manager, service } = initializedService();
    storeUser({ id_token: undefined });
    const redirect = jest.spyOn(manager, 'signoutRedirect').mockResolvedValue(undefined);
    await service.logout();
    expect(redirect).toHaveBeenCalledWith({ id_token_hint: '' });
  });

  it('clears stale sign-in state older than the configured age from the state store', async () => {
    const { manager, service } = initializedService({ staleStateAgeInSeconds: 900 });
    jest.spyOn(manager, 'signoutRedirect').mockResolvedValue(undefined);
    const state = (id: string, created: number) =>
      JSON.stringify({ id, created, request_type: 'si:r', data: undefined });
    window.localStorage.setItem('oidc.stale', state('stale', NOW_S - 901));
    window.localStorage.setItem('oidc.fresh', state('fresh', NOW_S - 899));
    await service.logout();
    expect(window.localStorage.getItem('oidc.stale')).toBeNull();
    expect(window.localStorage.getItem('oidc.fresh')).not.toBeNull();
  });

  // Revocation is a separate step (revokeTokens, called before logout by the header's sign-out),
  // so a provider that refuses to revoke a token type never blocks signing out.
  it('does not revoke inside sign-out (revocation is its own step)', async () => {
    const { service } = initializedService();
    storeUser({ access_token: 'AT-x', refresh_token: 'RT-x' });
    const revoke = jest.spyOn(OidcClient.prototype, 'revokeToken').mockResolvedValue(undefined);
    // Stop the library just before it would navigate (jsdom cannot navigate).
    jest
      .spyOn(OidcClient.prototype, 'createSignoutRequest')
      .mockRejectedValue(new Error('stop before navigation'));
    await expect(service.logout()).rejects.toThrow('stop before navigation');
    expect(revoke).not.toHaveBeenCalled();
  });

  it('passes the id token hint on to the library’s end-session request', async () => {
    const { service } = initializedService();
    storeUser({ id_token: 'ID-e2e' });
    const signoutRequest = jest
      .spyOn(OidcClient.prototype, 'createSignoutRequest')
      .mockRejectedValue(new Error('stop before navigation'));
    await expect(service.logout()).rejects.toThrow('stop before navigation');
    expect(signoutRequest).toHaveBeenCalledWith(
      expect.objectContaining({
        id_token_hint: 'ID-e2e',
        post_logout_redirect_uri: 'https://www.example.com/app/hp-vhp',
      }),
    );
  });
});

describe('AuthService.revokeTokens', () => {
  it('revokes each configured type present as a string, nulls all but the access token, saves', async () => {
    const { service } = initializedService();
    storeUser({ access_token: 'AT-r', refresh_token: 'RT-r', id_token: 'ID-r' });
    const revoke = jest.spyOn(OidcClient.prototype, 'revokeToken').mockResolvedValue(undefined);

    await service.revokeTokens();

    expect(revoke.mock.calls).toEqual([
      ['AT-r', 'access_token'],
      ['RT-r', 'refresh_token'],
    ]);
    const stored = readStored();
    expect(stored?.access_token).toBe('AT-r');
    expect(stored?.refresh_token).toBeNull();
    // id_token is not a configured revocation type: it is kept.
    expect(stored?.id_token).toBe('ID-r');
  });

  it('revokes only the access token when no refresh token is stored', async () => {
    const { service } = initializedService();
    storeUser({ access_token: 'AT-only', refresh_token: undefined });
    const revoke = jest.spyOn(OidcClient.prototype, 'revokeToken').mockResolvedValue(undefined);
    await service.revokeTokens();
    expect(revoke.mock.calls).toEqual([['AT-only', 'access_token']]);
    expect(readStored()?.access_token).toBe('AT-only');
  });

  it('revokes only the configured types', async () => {
    const { service } = initializedService({ revokeTokenTypes: ['refresh_token'] });
    storeUser({ access_token: 'AT-k', refresh_token: 'RT-k' });
    const revoke = jest.spyOn(OidcClient.prototype, 'revokeToken').mockResolvedValue(undefined);
    await service.revokeTokens();
    expect(revoke.mock.calls).toEqual([['RT-k', 'refresh_token']]);
    expect(readStored()).toMatchObject({ access_token: 'AT-k', refresh_token: null });
  });

  it('does nothing without a stored user', async () => {
    const { service, manager } = initializedService();
    const revoke = jest.spyOn(OidcClient.prototype, 'revokeToken').mockResolvedValue(undefined);
    const save = jest.spyOn(manager, 'storeUser');
    await service.revokeTokens();
    expect(revoke).not.toHaveBeenCalled();
    expect(save).not.toHaveBeenCalled();
  });

  it('keeps the stored tokens when the provider refuses a revocation', async () => {
    const { service } = initializedService();
    storeUser({ access_token: 'AT-f', refresh_token: 'RT-f' });
    jest.spyOn(OidcClient.prototype, 'revokeToken').mockRejectedValue(new Error('revocation 500'));
    await expect(service.revokeTokens()).rejects.toThrow('revocation 500');
    expect(readStored()).toMatchObject({ access_token: 'AT-f', refresh_token: 'RT-f' });
  });
});

describe('AuthService.validUser', () => {
  it('returns the stored user while expires_at is later than now', async () => {
    const { service } = initializedService();
    storeUser({ access_token: 'AT-v', expires_at: NOW_S + 120 });
    expect((await service.validUser())?.access_token).toBe('AT-v');
  });

  it('returns null exactly when expires_at reaches now (default margin 0)', async () => {
    const { service } = initializedService();
    storeUser({ expires_at: NOW_S + 1 });
    expect(await service.validUser()).not.toBeNull();
    jest.setSystemTime(NOW_MS + 1000);
    expect(await service.validUser()).toBeNull();
  });

  it.each<[number, boolean]>([
    [0, true],
    [119, true],
    [120, false],
    [121, false],
  ])('with 120 s left and a margin of %p s → valid: %p', async (margin, valid) => {
    const { service } = initializedService();
    storeUser({ expires_at: NOW_S + 120 });
    expect((await service.validUser(margin)) !== null).toBe(valid);
  });

  it('returns null without a stored user', async () => {
    const { service } = initializedService();
    expect(await service.validUser()).toBeNull();
  });

  it('returns null for a stored user without expiry', async () => {
    const { service } = initializedService();
    storeUser({ expires_at: undefined });
    expect(await service.validUser()).toBeNull();
  });

  it('rejects garbage under the stored-user key (the library cannot parse it)', async () => {
    const { service } = initializedService();
    window.sessionStorage.setItem(storedUserKey('oidc.', AUTHORITY, CLIENT_ID), '{garbage');
    await expect(service.validUser()).rejects.toThrow(SyntaxError);
  });
});
