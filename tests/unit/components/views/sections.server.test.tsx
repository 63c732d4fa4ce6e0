/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type * as sectionIslands from '@/components/views/sections/sections';

const root = path.join(__dirname, '../../../..');
const source = (file: string) => readFileSync(path.join(root, file), 'utf8');

// The page module that renders each section island (through its view) must preload it
// (withIslands), or the server would render an empty wrapper in its place.
const PAGES_OF_ISLAND: Record<keyof typeof sectionIslands, string[]> = {
  HomeOfferSections: ['pages/index.tsx'],
  HomePartnerSections: ['pages/index.tsx'],
  CaregiverSections: ['pages/caregivers.tsx'],
  SeniorCareSections: ['pages/senior-care.tsx'],
  PricingSections: ['pages/product-and-pricing.tsx'],
  ProPortalSections: ['pages/proportal.tsx', 'pages/es/proportal.tsx'],
  ContractSections: [
    'pages/sample-nanny-contract.tsx',
    'pages/sample-senior-care-contract.tsx',
    'pages/es/sample-nanny-contract.tsx',
    'pages/es/sample-senior-care-contract.tsx',
  ],
  ReferralSections: ['pages/referral.tsx'],
  PrivacyPolicySections: ['pages/privacy-policy.tsx', 'pages/es/privacy-policy.tsx'],
  AccessibilitySections: ['pages/accessibility.tsx', 'pages/es/accessibility.tsx'],
  HowWeCalculateSections: ['pages/how-we-calculate.tsx', 'pages/es/how-we-calculate.tsx'],
};

describe('section islands', () => {
  it.each(Object.entries(PAGES_OF_ISLAND))('%s is preloaded by its pages', (island, pages) => {
    for (const page of pages) {
      expect(source(page)).toMatch(new RegExp(`withIslands\\([^]*\\b${island}\\b`));
    }
  });
});
