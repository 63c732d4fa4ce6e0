import { ErrorTimeout, User, type UserManager } from 'oidc-client-ts';
import { type AuthService } from '@/lib/members/auth/AuthService';
import { createSiteAuthService } from '@/lib/members/auth/client/createSiteAuthService';
import { storedUserKey } from '@/lib/members/auth/storedUser';
import { parseEnv } from '@/lib/platform/config/schema';
import { toPublicConfig, toSiteConfig, type PublicConfig } from '@/lib/platform/config/siteConfig';

const NOW_MS = Date.UTC(2025, 0, 15, 12, 0, 0);
const NOW_S = NOW_MS / 1000;
const AUTHORITY = 'https://id.example.com';

/** The browser's configuration as the server hands it over, from a real environment. */
function publicConfig(env: Record<string, string> = {}): PublicConfig {
  return toPublicConfig(
    toSiteConfig(
      parseEnv({ SITE_ORIGIN: 'https://www.example.com', OIDC_AUTHORITY: AUTHORITY, ...env }),
    ),
  );
}

function create(config: PublicConfig = publicConfig()): {
  service: AuthService;
  manager: UserManager;
} {
  const service = createSiteAuthService(config);
  if (!service) throw new Error('expected a service');
  return { service, manager: service.userManager };
}

let created: UserManager[] = [];

beforeEach(() => {
  jest.useFakeTimers({ now: NOW_MS });
  created = [];
});

afterEach(async () => {
  for (const manager of created) {
    manager.stopSilentRenew();
    await manager.events.unload();
  }
  jest.clearAllTimers();
  jest.useRealTimers();
  jest.restoreAllMocks();
  window.sessionStorage.clear();
  window.localStorage.clear();
});

describe('createSiteAuthService', () => {
  it('returns undefined when no identity provider is configured', () => {
    const config = publicConfig();
    expect(createSiteAuthService({ ...config, oidc: { ...config.oidc, authority: null } })).toBe(
      undefined,
    );
  });

  /** Where the service's library stores a user, found by storing one. */
  async function storedKeys(manager: UserManager): Promise<string[]> {
    await manager.storeUser(
      new User({
        access_token: 'AT-k',
        token_type: 'Bearer',
        profile: { sub: 's', iss: AUTHORITY, aud: 'x', exp: NOW_S + 30, iat: NOW_S },
        expires_at: NOW_S + 30,
      }),
    );
    return Object.keys(window.sessionStorage);
  }

  it('returns an initialized service keyed by the configured prefix, authority and client', async () => {
    const { manager } = create(
      publicConfig({ OIDC_STORAGE_PREFIX: 'site.oidc.', OIDC_CLIENT_ID: 'client-9' }),
    );
    created.push(manager);
    expect(await storedKeys(manager)).toEqual([storedUserKey('site.oidc.', AUTHORITY, 'client-9')]);
    expect(storedUserKey('site.oidc.', AUTHORITY, 'client-9')).toBe(
      `site.oidc.user:${AUTHORITY}:client-9`,
    );
  });

  it('uses the default prefix "hp-vhp.oidc." from the configuration', async () => {
    const { manager } = create();
    created.push(manager);
    expect(await storedKeys(manager)).toEqual([`hp-vhp.oidc.user:${AUTHORITY}:hp-vhp`]);
  });

  it('keeps the stored user in sessionStorage (one tab), not localStorage', async () => {
    const { manager } = create();
    created.push(manager);
    await manager.storeUser(
      new User({
        access_token: 'AT-s',
        token_type: 'Bearer',
        profile: { sub: 's', iss: AUTHORITY, aud: 'hp-vhp', exp: NOW_S + 30, iat: NOW_S },
        expires_at: NOW_S + 30,
      }),
    );
    const key = storedUserKey('hp-vhp.oidc.', AUTHORITY, 'hp-vhp');
    expect(window.sessionStorage.getItem(key)).toContain('AT-s');
    expect(window.localStorage.getItem(key)).toBeNull();
  });

  it('sets the identity constants as the library’s own settings', () => {
    const { manager } = create();
    created.push(manager);
    const { settings } = manager;
    expect(settings.staleStateAgeInSeconds).toBe(900);
    expect(settings.accessTokenExpiringNotificationTimeInSeconds).toBe(60);
    expect(settings.silentRequestTimeoutInSeconds).toBe(10);
    expect(settings.checkSessionIntervalInSeconds).toBe(2);
    expect(settings.popupWindowFeatures).toEqual({ height: 640 });
    expect(settings.automaticSilentRenew).toBe(true);
    expect(settings.revokeTokenTypes).toEqual(['access_token', 'refresh_token']);
    expect(settings.revokeTokensOnSignout).toBe(false);
    expect(settings.loadUserInfo).toBe(false);
    expect(settings.monitorSession).toBe(true);
    expect(settings.response_type).toBe('code');
    // Unlimited retries after a silent-renew timeout (the library retries every 5 s).
    expect(settings.maxSilentRenewTimeoutRetries).toBeUndefined();
  });

  it('requests the openid scope with the default configuration', () => {
    const { manager } = create();
    created.push(manager);
    expect(manager.settings.scope.split(' ')).toContain('openid');
  });

  it('points the provider back at the auth routes under the base path', () => {
    const { manager } = create();
    created.push(manager);
    expect(manager.settings.authority).toBe(AUTHORITY);
    expect(manager.settings.client_id).toBe('hp-vhp');
    expect(manager.settings.redirect_uri).toBe('https://www.example.com/app/hp-vhp/authCallback');
    expect(manager.settings.silent_redirect_uri).toBe(
      'https://www.example.com/app/hp-vhp/authCallback/silent',
    );
    expect(manager.settings.post_logout_redirect_uri).toBe('https://www.example.com/app/hp-vhp');
  });

  it('hands the sign-in its language rule, and asks for none without one', async () => {
    const withRule = createSiteAuthService(publicConfig(), (returnTo) =>
      returnTo.includes('/es') ? 'es' : undefined,
    );
    const without = createSiteAuthService(publicConfig());
    if (!withRule || !without) throw new Error('expected services');
    created.push(withRule.userManager, without.userManager);
    const spanish = jest.spyOn(withRule.userManager, 'signinRedirect').mockResolvedValue(undefined);
    const plain = jest.spyOn(without.userManager, 'signinRedirect').mockResolvedValue(undefined);

    await withRule.login('/app/hp-vhp/es/caregivers');
    await without.login('/app/hp-vhp/es/caregivers');

    expect(spanish).toHaveBeenCalledWith(expect.objectContaining({ ui_locales: 'es' }));
    expect(plain).toHaveBeenCalledWith({ state: { returnTo: '/app/hp-vhp/es/caregivers' } });
  });

  it('renews silently 60 s before expiry and retries 5 s after a renewal timeout', async () => {
    // A stored user whose token expires in 70 s: the expiring warning is due in 10 s.
    const config = publicConfig();
    const key = `hp-vhp.oidc.user:${AUTHORITY}:hp-vhp`;
    window.sessionStorage.setItem(
      key,
      new User({
        access_token: 'AT-renew',
        token_type: 'Bearer',
        profile: { sub: 's', iss: AUTHORITY, aud: 'hp-vhp', exp: NOW_S + 70, iat: NOW_S },
        expires_at: NOW_S + 70,
      }).toStorageString(),
    );
    const { manager } = create(config);
    created.push(manager);
    const renew = jest
      .spyOn(manager, 'signinSilent')
      .mockRejectedValueOnce(new ErrorTimeout('IFrame timed out without a response'))
      .mockResolvedValue(null);

    await jest.advanceTimersByTimeAsync(9_999);
    expect(renew).toHaveBeenCalledTimes(0);
    await jest.advanceTimersByTimeAsync(1);
    expect(renew).toHaveBeenCalledTimes(1);

    await jest.advanceTimersByTimeAsync(4_999);
    expect(renew).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(renew).toHaveBeenCalledTimes(2);
  });
});
