/** Account status values (docs/members.md#the-member-query). */
export const ACCOUNT_STATUSES = ['CLIENT', 'NONE', 'PENDING', 'SUBMITTED'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

/** The member as components see it. */
export interface Member {
  id: string;
  displayName: string | null;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  homepayAccountStatusV2: AccountStatus;
}

/** The text before the first underscore of the member id is the analytics user id. */
export function analyticsUserId(member: Pick<Member, 'id'>): string {
  return member.id.split('_', 1)[0] ?? member.id;
}

/** What the header greets a signed-in member with: first name, else display name, else "Member". */
export function greetingName(member: Pick<Member, 'firstName' | 'displayName'>): string {
  return member.firstName?.trim() || member.displayName?.trim() || 'Member';
}
