import { sha256Hex } from './hashPersonalFields';

/** How many recent push hashes a new push is compared with (docs/tracking.md#duplicate-control). */
export const DUPLICATE_HISTORY = 3;

/** JSON with sorted keys, so the same payload always hashes the same. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * A hash of the payload plus the UTC month, day and hour. The same push within one UTC
 * hour is a duplicate; in the next hour it counts again.
 */
export function duplicateKey(payload: object, now: Date): Promise<string> {
  const hour = `${now.getUTCMonth() + 1}-${now.getUTCDate()}-${now.getUTCHours()}`;
  return sha256Hex(`${canonicalJson(payload)}|${hour}`);
}

/** The last {@link DUPLICATE_HISTORY} keys pushed; a key among them is a duplicate. */
export class RecentPushes {
  #keys: string[];

  constructor(keys: readonly string[] = []) {
    this.#keys = keys.slice(-DUPLICATE_HISTORY);
  }

  has(key: string): boolean {
    return this.#keys.includes(key);
  }

  remember(key: string): void {
    this.#keys = [...this.#keys, key].slice(-DUPLICATE_HISTORY);
  }

  get keys(): readonly string[] {
    return this.#keys;
  }
}
