import {
  hashPersonalFields,
  PERSONAL_FIELDS,
  type HashedFields,
  type PersonalFields,
} from './hashPersonalFields';
import { scrubUrl, scrubValue } from '@/lib/platform/logging/scrubSecrets';
import type { MemberType, OverallStatus, TagManagerEvent } from './tagManagerEvents';

/** The event-name prefix (docs/tracking.md#data-layer-push). */
export const EVENT_PREFIX = 'care.';
/** The one event name that keeps no prefix. */
export const UNPREFIXED_EVENT = 'View';

/** What a caller pushes (docs/tracking.md#data-layer-push). */
export interface DataLayerEventInput extends PersonalFields {
  event: TagManagerEvent | typeof UNPREFIXED_EVENT;
  gtmEvent?: string | undefined;
  slots?: readonly string[] | undefined;
  memberType?: MemberType | undefined;
  overallStatus?: OverallStatus | undefined;
  /** The language of the page pushed (`en`, `es`); the page view carries it. */
  pageLanguage?: string | undefined;
}

export interface DataLayerPushOptions {
  /**
   * Keep the plain personal values beside their hashes (docs/tracking.md#hashed-personal-fields).
   * Default false.
   */
  keepPlain?: boolean;
  /**
   * Push even when the same payload was pushed this hour (docs/tracking.md#duplicate-control).
   * Default false.
   */
  ignoreDuplicateControl?: boolean;
  /** The clear flag: tells the container to reset its data model before this push. Default true. */
  clear?: boolean;
  /**
   * GTM's `eventCallback`: the container calls it once it has processed the push (its tags
   * fired). Pushed beside the payload, never queued or hashed: only a push made while the
   * container is there can be called back.
   */
  eventCallback?: () => void;
}

export type DataLayerPayload = Omit<DataLayerEventInput, 'event'> &
  HashedFields & { event: string; gtmPath: string; clear: boolean };

/** `care.<event>`, except `View`. */
export function prefixedEventName(event: DataLayerEventInput['event']): string {
  return event === UNPREFIXED_EVENT ? event : `${EVENT_PREFIX}${event}`;
}

/**
 * Builds the object pushed to the data layer: prefixed event name, the hash fields, `gtmPath`
 * (the current pathname) and the clear flag; the plain personal values are removed unless kept.
 * Undefined fields are left out so the duplicate hash does not depend on them.
 */
export async function buildDataLayerPayload(
  input: DataLayerEventInput,
  pathname: string,
  options: DataLayerPushOptions = {},
): Promise<DataLayerPayload> {
  const hashed = await hashPersonalFields(input);
  const payload: Record<string, unknown> = {};
  const plain: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined || value === null) continue;
    if (!(PERSONAL_FIELDS as readonly string[]).includes(key)) payload[key] = value;
    else if (options.keepPlain) plain[key] = value;
  }
  // The shared rules on everything but the hashes and the plain values the caller asked for
  // (docs/tracking.md#scrubbing-analytics): no sign-in code or address reaches the container.
  return {
    ...(scrubValue(payload) as Omit<DataLayerEventInput, 'event'>),
    ...plain,
    ...hashed,
    event: prefixedEventName(input.event),
    gtmPath: scrubUrl(pathname),
    clear: options.clear ?? true,
  };
}
