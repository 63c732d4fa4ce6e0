import { SetContextLink } from '@apollo/client/link/context';

/** The request header of an operation's idempotency key (the IETF `Idempotency-Key` draft). */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/**
 * An operation that sets `idempotencyKey` in its context (the calculator's results e-mail) sends
 * it as the `Idempotency-Key` header, so the backend can answer a repeat with the first send
 * instead of sending again (docs/calculator.md#idempotent-sends). Other operations are untouched.
 */
export function createIdempotencyKeyLink(): SetContextLink {
  return new SetContextLink((previous) => {
    const key: unknown = previous.idempotencyKey;
    if (typeof key !== 'string' || key === '') return {};
    const headers = (previous.headers ?? {}) as Record<string, string>;
    return { headers: { ...headers, [IDEMPOTENCY_KEY_HEADER]: key } };
  });
}
