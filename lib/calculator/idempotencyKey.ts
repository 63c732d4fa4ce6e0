import { type TaxCalculatorResultInput } from '@/lib/members/graphql/resultSendMutation';

/** 128 random bits as hex; `getRandomValues` works on plain http too, unlike `randomUUID`. */
export function randomKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The idempotency keys of one form's submissions: sending the same input again (the visitor's
 * "Try again" after a timeout) reuses the key, so a backend that did send the first time answers
 * with that send instead of sending a duplicate; a changed address or result gets a new key.
 */
export function createSubmissionKeys(newKey: () => string = randomKey) {
  let last: { input: string; key: string } | null = null;
  return {
    keyFor(input: TaxCalculatorResultInput): string {
      const text = JSON.stringify(input);
      if (last?.input !== text) last = { input: text, key: newKey() };
      return last.key;
    },
  };
}
