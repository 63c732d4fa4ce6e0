import { BASE_PATH } from '@/lib/seo/pageCatalogue';

const SESSION_ENDPOINT = `${BASE_PATH}/api/session`;

/** Hands a fresh access token to the server, which keeps it in an HttpOnly cookie. */
export async function establishServerSession(accessToken: string): Promise<boolean> {
  const response = await fetch(SESSION_ENDPOINT, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    credentials: 'same-origin',
    body: JSON.stringify({ accessToken }),
  });
  return response.ok;
}

/** Clears the server session cookie. */
export async function clearServerSession(): Promise<void> {
  await fetch(SESSION_ENDPOINT, { method: 'DELETE', credentials: 'same-origin' });
}
