/**
 * Whether an address's query carries what an identity provider sends back to /authCallback: an
 * authorization code or an error (docs/members.md#sign-in-routes). Without either, the page has
 * nothing to finish; the server decides it from the request, so the page says so at first paint.
 */
export function hasSignInResponse(search: string): boolean {
  const params = new URLSearchParams(search);
  return params.has('code') || params.has('error');
}
