import type { Member } from '@/lib/members/graphql/member';
import type { DataLayerEventInput } from './dataLayerPayload';
import { slotPaths } from './tagManagerEvents';

/** The member's data-layer fields: seeker (a family), basic or premium (a paying client). */
export function memberFields(member: Member | null): Partial<DataLayerEventInput> {
  if (!member) return { slots: slotPaths('nonMemberViewedVhp') };
  return {
    memberType: 'seeker',
    overallStatus: member.homepayAccountStatusV2 === 'CLIENT' ? 'premium' : 'basic',
    email: member.email,
    firstName: member.firstName,
    lastName: member.lastName,
  };
}

/** The data layer's page-view push (docs/tracking.md#tag-manager-events), in the page's language. */
export function pageViewPushInput(
  member: Member | null,
  pageLanguage: string,
): DataLayerEventInput {
  return { event: 'viewedVhp', gtmEvent: 'pageView', pageLanguage, ...memberFields(member) };
}
