// @ts-check
// Remembers which member a support user chose to view as, per Grant.
//
// Why per Grant: every access token oidc-provider issues (from the authorization code and from
// every rotated refresh token) carries the id of the Grant it came from, and `extraTokenClaims`
// sees that id. The Grant model only persists its own fields, so the choice is kept here, next to
// the in-memory adapter that holds the Grant itself and with the same lifetime.

/**
 * @typedef {{ supportUserId: string, memberId: string, expiresAt: number }} Impersonation
 */

export class ImpersonationRegistry {
  /** @type {Map<string, Impersonation>} */
  #byGrantId = new Map();

  /**
   * @param {string} grantId
   * @param {{ supportUserId: string, memberId: string }} choice
   * @param {number} ttlSeconds the Grant's lifetime
   */
  remember(grantId, { supportUserId, memberId }, ttlSeconds) {
    this.#prune();
    this.#byGrantId.set(grantId, {
      supportUserId,
      memberId,
      expiresAt: Date.now() + ttlSeconds * 1000,
    });
  }

  /**
   * The impersonated member for a token of this Grant, if its subject is the support user who
   * made the choice.
   * @param {string | undefined} grantId
   * @param {string | undefined} accountId
   * @returns {string | undefined}
   */
  memberFor(grantId, accountId) {
    if (!grantId) return undefined;
    const entry = this.#byGrantId.get(grantId);
    if (!entry || entry.expiresAt <= Date.now()) {
      this.#byGrantId.delete(grantId);
      return undefined;
    }
    return entry.supportUserId === accountId ? entry.memberId : undefined;
  }

  /** @param {string} grantId */
  forget(grantId) {
    this.#byGrantId.delete(grantId);
  }

  #prune() {
    const now = Date.now();
    for (const [grantId, entry] of this.#byGrantId) {
      if (entry.expiresAt <= now) this.#byGrantId.delete(grantId);
    }
  }
}
