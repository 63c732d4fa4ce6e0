import { staticIsland } from '@/components/hydration/staticIsland';
// The stylesheets of the components the sections render (the band some end with, the hero, type
// and tables of the pages that are all sections): a static island's own stylesheets never load
// (docs/performance.md#css-modules-reach-the-page).
import '@/components/calculator/resultTable.module.css';
import '@/components/content/ConsultationBand.module.css';
import '@/components/content/PageHero.module.css';
import '@/components/ui/container.module.css';
import '@/components/ui/typography.module.css';

/*
 * The pages' content sections that need no code in the browser: headings, text, pictures and
 * links. Each is a static island (components/hydration/staticIsland.ts): the server renders it,
 * the browser keeps that HTML without loading or hydrating its code. On a phone, hydrating these
 * sections was most of the blocking time after the first paint. What stays hydrated: heroes,
 * forms, the hired question, reviews (their "Read more" toggles) and the shell. Each page lists
 * its islands in `withIslands` so the server has their code when it renders.
 */

export const HomeOfferSections = staticIsland(() => import('./HomeOfferSections'), 'home-offer');
export const HomePartnerSections = staticIsland(
  () => import('./HomePartnerSections'),
  'home-partners',
);
export const CaregiverSections = staticIsland(() => import('./CaregiverSections'), 'caregivers');
export const SeniorCareSections = staticIsland(() => import('./SeniorCareSections'), 'senior-care');
export const PricingSections = staticIsland(() => import('./PricingSections'), 'pricing');
export const ProPortalSections = staticIsland(() => import('./ProPortalSections'), 'proportal');
export const ContractSections = staticIsland(() => import('./ContractSections'), 'contract');
export const ReferralSections = staticIsland(() => import('./ReferralSections'), 'referral');
export const PrivacyPolicySections = staticIsland(
  () => import('./PrivacyPolicySections'),
  'privacy-policy',
);
export const AccessibilitySections = staticIsland(
  () => import('./AccessibilitySections'),
  'accessibility',
);
export const HowWeCalculateSections = staticIsland(
  () => import('./HowWeCalculateSections'),
  'how-we-calculate',
);
