/** The stored user's key: the prefix (ending "oidc."), the authority and the client id. */
export function storedUserKey(prefix: string, authority: string, clientId: string): string {
  // oidc-client-ts's WebStorageStateStore writes `${prefix}user:${authority}:${client_id}`.
  return `${prefix}user:${authority}:${clientId}`;
}

/** The part of a stored user the validity rule reads. */
export interface ExpiringUser {
  /** Seconds since the epoch. */
  expires_at?: number | undefined;
}

/**
 * A stored user is valid only if `expires_at` minus an optional margin in seconds
 * (default 0) is later than now.
 */
export function isStoredUserValid(
  user: ExpiringUser | null | undefined,
  marginSeconds = 0,
  nowSeconds: number = Date.now() / 1000,
): boolean {
  if (!user || typeof user.expires_at !== 'number' || !Number.isFinite(user.expires_at))
    return false;
  return user.expires_at - marginSeconds > nowSeconds;
}

/**
 * Reads the access token of the stored user straight from storage when it is still valid; used by
 * the GraphQL auth link, which must not wait for the user manager. Malformed records are ignored.
 */
export function readValidAccessToken(
  storage: Pick<Storage, 'getItem'> | undefined,
  key: string,
): string | null {
  const raw = storage?.getItem(key);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const record = parsed as { access_token?: unknown; expires_at?: unknown };
    const expiresAt = typeof record.expires_at === 'number' ? record.expires_at : undefined;
    if (typeof record.access_token !== 'string' || !isStoredUserValid({ expires_at: expiresAt }))
      return null;
    return record.access_token;
  } catch {
    return null;
  }
}
