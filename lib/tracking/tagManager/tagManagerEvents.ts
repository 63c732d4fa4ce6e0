/**
 * The tag-manager catalogue (docs/tracking.md#tag-manager-events): the defined events, the tracking
 * slot paths (plain and impact variants), and which of them this site can observe. The others are
 * pushed by other parts of the product (enrollment funnel, seeker and provider apps); they are
 * typed here so a push from this codebase can only name a known event.
 */
export const TAG_MANAGER_EVENTS = [
  'viewedVhp',
  'seekerBasic',
  'seekerPremiumDay1',
  'seekerPremiumNthDay',
  'seekerReUpgrade',
  'daycareLeadsViewed',
  'daycareLeadsSubmitted',
  'siftTrackPageView',
  'siftTrackPageViewLegacy',
  'providerComplete',
  'bookingRequest',
] as const;

export type TagManagerEvent = (typeof TAG_MANAGER_EVENTS)[number];

/**
 * The `gtmEvent` names of the interactions this site observes and pushes itself, all as
 * `viewedVhp` (also on sign-in, when the member fields become known).
 */
export const SITE_INTERACTIONS = [
  'pageView',
  'signIn',
  'calculatorUsed',
  'enrollmentClick',
  'calculatorEmailSent',
] as const;
export type SiteInteraction = (typeof SITE_INTERACTIONS)[number];

/** Tracking slot paths. The impact variant is the affiliate network's copy of a slot. */
export const SLOT_PATHS = {
  nonMemberViewedVhp: {
    plain: 'care/nonmember/viewed-vhp',
    impact: 'care/nonmember/viewed-vhp/impact',
  },
  seekerBasicSignup: {
    plain: 'care/seeker/basic-signup',
    impact: 'care/seeker/basic-signup/impact',
  },
  seekerPremiumDay1: {
    plain: 'care/seeker/premium-day1',
    impact: 'care/seeker/premium-day1/impact',
  },
  seekerPremiumNthDay: { plain: 'care/seeker/premium-nth-day' },
  seekerReUpgrade: { plain: 'care/seeker/reupgrade' },
  daycareLeadsViewed: { plain: 'care/daycare/leads-viewed' },
  daycareLeadsSubmitted: { plain: 'care/daycare/leads-submitted' },
  providerBasicSignup: {
    plain: 'care/provider/basic-signup',
    impact: 'care/provider/basic-signup/impact',
  },
} as const satisfies Record<string, { plain: string; impact?: string }>;

export type SlotName = keyof typeof SLOT_PATHS;

/** Both variants of a slot, for a push that fills every slot the event belongs to. */
export function slotPaths(name: SlotName): string[] {
  const slot: { plain: string; impact?: string } = SLOT_PATHS[name];
  return slot.impact ? [slot.plain, slot.impact] : [slot.plain];
}

export type MemberType = 'seeker' | 'provider';
export type OverallStatus = 'basic' | 'premium';
