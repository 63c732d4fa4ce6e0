/** @jest-environment node */
import { AUTH_ROUTES } from '@/lib/members/auth/authRoutes';
import {
  IDENTITY_CONSTANTS,
  buildAuthSettings,
  localizedRedirectUris,
} from '@/lib/members/auth/authSettings';

const CONFIG = {
  authority: 'https://id.example.com/realms/homepay',
  clientId: 'hp-vhp',
  scope: 'openid profile email offline_access',
  siteOrigin: 'https://www.example.com',
};

describe('IDENTITY_CONSTANTS', () => {
  it('holds the identity constants of the spec as oidc-client-ts settings', () => {
    expect(IDENTITY_CONSTANTS).toEqual({
      response_type: 'code',
      staleStateAgeInSeconds: 900,
      accessTokenExpiringNotificationTimeInSeconds: 60,
      silentRequestTimeoutInSeconds: 10,
      checkSessionIntervalInSeconds: 2,
      popupWindowFeatures: { height: 640 },
      automaticSilentRenew: true,
      revokeTokenTypes: ['access_token', 'refresh_token'],
      revokeTokensOnSignout: false,
      loadUserInfo: false,
    });
  });
});

describe('buildAuthSettings', () => {
  const built = buildAuthSettings(CONFIG);

  it('carries every identity constant unchanged', () => {
    expect(built).toMatchObject(IDENTITY_CONSTANTS);
  });

  it('sets the provider, client and scope from the configuration', () => {
    expect(built.authority).toBe(CONFIG.authority);
    expect(built.client_id).toBe('hp-vhp');
    expect(built.scope).toBe('openid profile email offline_access');
    expect(built.scope.split(' ')).toContain('openid');
  });

  it('registers the return addresses under the base path, the sign-in return in Spanish too', () => {
    expect(AUTH_ROUTES).toEqual({
      signInCallback: '/authCallback',
      localizedSignInCallbacks: { es: '/es/authCallback' },
      silentCallback: '/authCallback/silent',
      postLogout: '/',
    });
    expect(built.redirect_uri).toBe('https://www.example.com/app/hp-vhp/authCallback');
    expect(built.silent_redirect_uri).toBe(
      'https://www.example.com/app/hp-vhp/authCallback/silent',
    );
    expect(built.post_logout_redirect_uri).toBe('https://www.example.com/app/hp-vhp');
    expect(localizedRedirectUris('https://www.example.com')).toEqual({
      es: 'https://www.example.com/app/hp-vhp/es/authCallback',
    });
  });

  it('turns the session monitor on (it runs when the provider has a check-session iframe) and supplies no stores', () => {
    expect(built.monitorSession).toBe(true);
    expect(built).not.toHaveProperty('userStore');
    expect(built).not.toHaveProperty('stateStore');
  });

  it('sets every setting AuthService requires', () => {
    for (const key of [
      'authority',
      'client_id',
      'redirect_uri',
      'response_type',
      'scope',
      'post_logout_redirect_uri',
    ] as const) {
      expect(built[key]).toEqual(expect.any(String));
      expect(built[key]).not.toBe('');
    }
  });
});
