import {
  buildDataLayerPayload,
  type DataLayerEventInput,
  type DataLayerPayload,
  type DataLayerPushOptions,
} from './dataLayerPayload';
import { duplicateKey, RecentPushes } from './duplicateControl';

/**
 * Tag-manager errors (docs/tracking.md#tag-manager-errors); each is reported, none breaks the page.
 */
export type TagManagerErrorEvent =
  'gtmPushViewError' | 'gtmPushViewDuplicate' | 'gtmPushViewBlock' | 'gtmQueueViewError';

/** Session-storage keys: pushes waiting for the container, and the recent duplicate keys. */
export const QUEUE_KEY = 'hp-vhp.gtm.queue';
export const RECENT_KEY = 'hp-vhp.gtm.recent';
/** A container that never loads (blocked) must not fill the tab's storage. */
export const MAX_QUEUED_PUSHES = 50;

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface TagManagerDependencies {
  /** The tab's session storage, or undefined where it cannot be used. */
  storage: () => StorageLike | undefined;
  /** `window.dataLayer`, or undefined when it is missing (blocked, or never created). */
  dataLayer: () => { push: (entry: object) => unknown } | undefined;
  pathname: () => string;
  now: () => Date;
  onError: (event: TagManagerErrorEvent, detail?: string) => void;
}

/** What became of a push. Only a `pushed` one reaches the container now (and can call back). */
export type PushOutcome = 'pushed' | 'queued' | 'duplicate' | 'failed';

export interface TagManager {
  /** Builds the push, applies duplicate control, and pushes it or queues it until the container loads. */
  push(input: DataLayerEventInput, options?: DataLayerPushOptions): Promise<PushOutcome>;
  /** The container has loaded: drain the queue into the data layer, in order. */
  containerLoaded(): void;
}

function readJsonArray(storage: StorageLike | undefined, key: string): unknown[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(key) ?? '[]');
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    return [];
  }
}

/** The data layer with its session-storage queue (docs/tracking.md#tag-manager-queue). */
export function createTagManager(deps: TagManagerDependencies): TagManager {
  let loaded = false;
  const recent = new RecentPushes(
    readJsonArray(deps.storage(), RECENT_KEY).filter(
      (key): key is string => typeof key === 'string',
    ),
  );

  const pushNow = (payload: object): boolean => {
    const dataLayer = deps.dataLayer();
    if (!dataLayer) {
      deps.onError('gtmPushViewBlock', 'data layer missing');
      return false;
    }
    dataLayer.push(payload);
    return true;
  };

  const enqueue = (payload: DataLayerPayload): PushOutcome => {
    const storage = deps.storage();
    try {
      if (!storage) throw new Error('session storage unavailable');
      const queue = [...readJsonArray(storage, QUEUE_KEY), payload].slice(-MAX_QUEUED_PUSHES);
      storage.setItem(QUEUE_KEY, JSON.stringify(queue));
      return 'queued';
    } catch (error) {
      deps.onError('gtmQueueViewError', error instanceof Error ? error.message : String(error));
      return 'failed';
    }
  };

  const rememberKey = (key: string): void => {
    recent.remember(key);
    try {
      deps.storage()?.setItem(RECENT_KEY, JSON.stringify(recent.keys));
    } catch {
      // Duplicate control then lasts for this page only; nothing else is lost.
    }
  };

  return {
    async push(input, options = {}) {
      try {
        const payload = await buildDataLayerPayload(input, deps.pathname(), options);
        const key = await duplicateKey(payload, deps.now());
        if (!options.ignoreDuplicateControl && recent.has(key)) {
          deps.onError('gtmPushViewDuplicate', payload.event);
          return 'duplicate';
        }
        rememberKey(key);
        if (!loaded) return enqueue(payload);
        const { eventCallback } = options;
        return pushNow(eventCallback ? { ...payload, eventCallback } : payload)
          ? 'pushed'
          : 'failed';
      } catch (error) {
        deps.onError('gtmPushViewError', error instanceof Error ? error.message : String(error));
        return 'failed';
      }
    },
    containerLoaded() {
      loaded = true;
      const storage = deps.storage();
      const queued = readJsonArray(storage, QUEUE_KEY);
      try {
        storage?.removeItem(QUEUE_KEY);
      } catch {
        // Unremovable entries would be pushed again on the next page; accept that over losing them.
      }
      for (const entry of queued) {
        if (typeof entry === 'object' && entry !== null) pushNow(entry);
      }
    },
  };
}
