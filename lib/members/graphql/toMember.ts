import {
  enum as oneOf,
  minLength,
  nullish,
  object,
  pipe,
  string,
  transform,
} from '@/lib/platform/validation/zMini';
import { ACCOUNT_STATUSES, type Member } from './member';

// Kept apart from `./member` so the header's greeting does not pull the validator into every page.

// Absent and null text fields both become null, so components handle one empty value.
const optionalText = pipe(
  nullish(string()),
  transform((value: string | null | undefined) => value ?? null),
);

const memberSchema = object({
  id: string().check(minLength(1)),
  displayName: optionalText,
  email: optionalText,
  firstName: optionalText,
  lastName: optionalText,
  homepayAccountStatusV2: oneOf(ACCOUNT_STATUSES),
});

/** Maps the raw `member` field of a Member query result; `null` when absent or malformed. */
export function toMember(raw: unknown): Member | null {
  const parsed = memberSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}
