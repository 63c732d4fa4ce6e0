import { BASE_PATH } from '@/lib/seo/pageCatalogue';
import { LOG_ENDPOINT_PATH } from './logEndpoint';
import type { LogEntry } from './logEntry';

const ENDPOINT = `${BASE_PATH}${LOG_ENDPOINT_PATH}`;

/**
 * SPEC §7: sends one log entry by beacon (survives page unload); without beacon support, or when
 * the browser refuses it, by fetch with keepalive, retried once without keepalive (keepalive
 * bodies are capped at 64 kB and some browsers reject them). Never throws: logging must not break
 * the page.
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
    await fetch(ENDPOINT, { ...init, keepalive: true });
  } catch {
    await fetch(ENDPOINT, init).catch(() => undefined);
  }
}
