import { analyticsUserId, type Member } from '@/lib/members/graphql/member';
import { sanitizeReferralSegment } from './referrerCookie';

/**
 * A signed-in member's own referral code (`rx`, docs/site.md#member-referral-links): the member's
 * analytics user id, the stable public part of their id, cleaned as any referral segment is.
 * Null when nothing is left after cleaning.
 */
export function memberReferralCode(member: Pick<Member, 'id'>): string | null {
  return sanitizeReferralSegment(analyticsUserId(member)) || null;
}
