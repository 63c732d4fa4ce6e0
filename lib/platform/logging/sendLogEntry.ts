import { BROWSER_REQUEST_TIMEOUT_MS, withTimeout } from '@/lib/platform/http/fetchWithTimeout';
import { BASE_PATH } from '@/lib/platform/routing/basePath';
import { LOG_ENDPOINT_PATH } from './logEndpoint';
import type { LogEntry } from './logEntry';

const ENDPOINT = `${BASE_PATH}${LOG_ENDPOINT_PATH}`;
/** A log send that hangs is dropped after the browser time limit, like one that fails. */
const fetchInTime = withTimeout(BROWSER_REQUEST_TIMEOUT_MS);

/**
 * Sends one log entry (docs/platform.md#browser-logs) by beacon (survives page unload); without
 * beacon support, or when the browser refuses it, by fetch with keepalive, retried once without
 * keepalive (keepalive bodies are capped at 64 kB and some browsers reject them). Each fetch gives
 * up after the browser time limit. Never throws: logging must not break the page.
 */
export async function sendLogEntry(entry: LogEntry): Promise<void> {
  const body = JSON.stringify(entry);
  if (typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function') {
    if (navigator.sendBeacon(ENDPOINT, new Blob([body], { type: 'application/json' }))) return;
  }
  const init: RequestInit = {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  };
  try {
    await fetchInTime(ENDPOINT, { ...init, keepalive: true });
  } catch {
    await fetchInTime(ENDPOINT, init).catch(() => undefined);
  }
}
