import { createHash } from 'node:crypto';

/**
 * The id a sign-out denylists (docs/members.md#sign-out-everywhere): the token's `jti` when it was
 * verified and has one, else a SHA-256 of the token. The hash is taken over the signed part and
 * the signature's decoded bytes, not the cookie text: base64url lets the last character of a
 * signature vary in bits nobody reads, and a copied cookie so altered must still be the same token.
 */
export function sessionTokenId(encodedToken: string, jti?: string): string {
  if (jti) return `jti:${jti}`;
  const lastDot = encodedToken.lastIndexOf('.');
  const signed = lastDot < 0 ? encodedToken : encodedToken.slice(0, lastDot);
  const signature = lastDot < 0 ? '' : encodedToken.slice(lastDot + 1);
  const canonical = `${signed}.${Buffer.from(signature, 'base64url').toString('base64url')}`;
  return `sha256:${createHash('sha256').update(canonical).digest('base64url')}`;
}
