/** A fresh base64 nonce of 128 random bits for one response's Content-Security-Policy. */
export function createNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}
