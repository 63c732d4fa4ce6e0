import { BROWSER_REQUEST_TIMEOUT_MS, withTimeout } from '@/lib/platform/http/fetchWithTimeout';
import { BASE_PATH } from '@/lib/platform/routing/basePath';

const SESSION_ENDPOINT = `${BASE_PATH}/api/session`;
/** Both calls give up after the browser time limit (rejecting with RequestTimeoutError). */
const fetchInTime = withTimeout(BROWSER_REQUEST_TIMEOUT_MS);

/** Hands a fresh access token to the server, which keeps it in an HttpOnly cookie. */
export async function establishServerSession(accessToken: string): Promise<boolean> {
  const response = await fetchInTime(SESSION_ENDPOINT, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    credentials: 'same-origin',
    body: JSON.stringify({ accessToken }),
  });
  return response.ok;
}

/** Clears the server session cookie. */
export async function clearServerSession(): Promise<void> {
  await fetchInTime(SESSION_ENDPOINT, { method: 'DELETE', credentials: 'same-origin' });
}
