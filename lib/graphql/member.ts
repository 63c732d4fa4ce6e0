import {
  enum as oneOf,
  minLength,
  nullish,
  object,
  pipe,
  string,
  transform,
} from '@/lib/validation/zMini';

/** Account status values of SPEC §3. */
export const ACCOUNT_STATUSES = ['CLIENT', 'NONE', 'PENDING', 'SUBMITTED'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

/** The member as components see it (SPEC §3 Member). */
export interface Member {
  id: string;
  displayName: string | null;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  homepayAccountStatusV2: AccountStatus;
}

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

/** SPEC §3: the text before the first underscore of the member id is the analytics user id. */
export function analyticsUserId(member: Pick<Member, 'id'>): string {
  return member.id.split('_', 1)[0] ?? member.id;
}

/** What the header greets a signed-in member with: first name, else display name, else "Member". */
export function greetingName(member: Pick<Member, 'firstName' | 'displayName'>): string {
  return member.firstName?.trim() || member.displayName?.trim() || 'Member';
}
