import {
  UserManager,
  WebStorageStateStore,
  type User,
  type UserManagerSettings,
} from 'oidc-client-ts';
import { AUTH_ERROR_MESSAGES, AuthConfigurationError, InitializationError } from './authErrors';
import { isStoredUserValid } from './storedUser';

/** Settings the wrapper cannot work without (docs/members.md#sign-in-errors). */
const REQUIRED_SETTINGS = [
  'authority',
  'client_id',
  'redirect_uri',
  'response_type',
  'scope',
  'post_logout_redirect_uri',
] as const;

export type AuthServiceSettings = Omit<UserManagerSettings, 'userStore'> & {
  /**
   * Prefix of the stored-user key; must end with "oidc." (docs/members.md#stored-user). Default
   * "oidc.".
   */
  storagePrefix?: string;
  /**
   * The `ui_locales` to ask the provider for on a sign-in or sign-out that returns to `returnTo`
   * (a path with the base path): the language of that page (docs/members.md#language). Default:
   * none asked.
   */
  uiLocalesFor?: (returnTo: string) => string | undefined;
  /**
   * The sign-in return page's address for a language asked of the provider (`ui_locales`), where
   * it is not `redirect_uri`: the member comes back to a page in their language
   * (docs/members.md#language). Each must be registered at the provider like `redirect_uri`.
   */
  localizedRedirectUris?: Readonly<Record<string, string>>;
};

/** Return state carried through the provider round trip (kept in the library's state store). */
export interface SignInState {
  returnTo: string;
}

/** Return state of the sign-out round trip: the page the member signed out on. */
export interface SignOutState {
  returnTo: string;
}

/**
 * The sign-in wrapper (docs/members.md#sign-in-flow) over oidc-client-ts's UserManager. It
 * validates its settings up front, keys the stored user by prefix + authority + client id, and adds
 * the spec's rules around the library's calls (remove the stored user before login, id-token hint
 * on sign-out).
 */
export class AuthService {
  private manager: UserManager | undefined;

  constructor(
    private readonly settings: AuthServiceSettings,
    private readonly storage: Storage | undefined,
  ) {
    if (REQUIRED_SETTINGS.some((key) => !settings[key])) {
      throw new AuthConfigurationError(AUTH_ERROR_MESSAGES.missingSettings);
    }
    if (!storage) throw new AuthConfigurationError(AUTH_ERROR_MESSAGES.missingStorage);
  }

  /** Creates the user manager; call once in the browser. */
  initialize(): UserManager {
    // The library copies the settings it knows and ignores the wrapper's language rules
    // (uiLocalesFor, localizedRedirectUris).
    const { storagePrefix = 'oidc.', ...settings } = this.settings;
    this.manager ??= new UserManager({
      ...settings,
      userStore: new WebStorageStateStore({ prefix: storagePrefix, store: this.storage }),
    });
    return this.manager;
  }

  /** The user manager; throws {@link InitializationError} before {@link initialize}. */
  get userManager(): UserManager {
    if (!this.manager) throw new InitializationError();
    return this.manager;
  }

  /**
   * Removes the stored user, remembers where to return, and redirects to the provider, in the
   * language of the page the member returns to when that is not the provider's default, with the
   * return page in that language (the library keeps that address for the code exchange).
   */
  async login(returnTo: string): Promise<void> {
    const manager = this.userManager;
    await manager.removeUser();
    const uiLocales = this.settings.uiLocalesFor?.(returnTo);
    const redirectUri = uiLocales ? this.settings.localizedRedirectUris?.[uiLocales] : undefined;
    await manager.signinRedirect({
      state: { returnTo } satisfies SignInState,
      ...(uiLocales ? { ui_locales: uiLocales } : {}),
      ...(redirectUri ? { redirect_uri: redirectUri } : {}),
    });
  }

  /**
   * Clears stale state and redirects to sign out with the stored id token as hint ("" if none);
   * `returnTo` (a path with the base path) comes back as the sign-out's state
   * (docs/members.md#sign-out-and-token-revocation), and its language is asked for.
   */
  async logout(returnTo?: string): Promise<void> {
    const manager = this.userManager;
    await manager.clearStaleState();
    const user = await manager.getUser();
    await manager.removeUser();
    // RP-initiated logout takes `ui_locales` too; the library passes it as an extra parameter.
    const uiLocales = returnTo ? this.settings.uiLocalesFor?.(returnTo) : undefined;
    await manager.signoutRedirect({
      id_token_hint: user?.id_token ?? '',
      ...(returnTo ? { state: { returnTo } satisfies SignOutState } : {}),
      ...(uiLocales ? { extraQueryParams: { ui_locales: uiLocales } } : {}),
    });
  }

  /** Forgets the signed-in user in this browser. */
  async resetUserData(): Promise<void> {
    await this.userManager.removeUser();
  }

  /**
   * Revokes each configured token type present as a string; the library then nulls all but the
   * access token in the stored user and saves it (docs/members.md#sign-out-and-token-revocation).
   */
  async revokeTokens(): Promise<void> {
    await this.userManager.revokeTokens();
  }

  /** The stored user if its access token is still valid `marginSeconds` from now. */
  async validUser(marginSeconds = 0): Promise<User | null> {
    const user = await this.userManager.getUser();
    return user && isStoredUserValid(user, marginSeconds) ? user : null;
  }
}
