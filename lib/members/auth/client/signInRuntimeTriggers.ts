import { isSignInReturnRoute } from '../authRoutes';
import { storedUserKey } from '../storedUser';

export interface SignInRuntimeSituation {
  /** The page's route (`router.pathname`), without the base path. */
  pathname: string;
  /** The server rendered this page for a signed-in member. */
  serverSignedIn: boolean;
  /** The tab's session storage, or undefined where it cannot be read (privacy modes). */
  storage: Pick<Storage, 'getItem'> | undefined;
  oidc: { authority: string | null; clientId: string; storagePrefix: string };
}

/**
 * Whether the sign-in library must load as soon as the page is interactive
 * (docs/members.md#sign-in-loaded-on-demand): on the sign-in return routes, when the server
 * says a member is signed in (token renewal keeps the server session fresh), or when this tab
 * holds a stored user
 * (docs/members.md#member-from-a-stored-user: the member is loaded from the stored token).
 * Otherwise it loads on the first Sign in / Sign out click.
 */
export function signInRuntimeNeededAtLoad(situation: SignInRuntimeSituation): boolean {
  const { authority, clientId, storagePrefix } = situation.oidc;
  if (!authority) return false;
  if (isSignInReturnRoute(situation.pathname)) return true;
  if (situation.serverSignedIn) return true;
  try {
    return Boolean(situation.storage?.getItem(storedUserKey(storagePrefix, authority, clientId)));
  } catch {
    // Storage that throws on read (blocked cookies) holds no user we could use.
    return false;
  }
}
