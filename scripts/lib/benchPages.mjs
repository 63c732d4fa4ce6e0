// @ts-check
// The pages `npm run bench` measures one by one (tests/scripts/benchPages.test.mjs keeps the list
// in step with the catalogue).

/** Every catalogue page (lib/site/seo/pageCatalogue.ts) but the 404. */
export const BENCH_PAGES = [
  '/',
  '/caregivers',
  '/referral',
  '/nanny-tax-calculator',
  '/nanny-share-calculator',
  '/nanny-offer-sheet',
  '/product-and-pricing',
  '/sample-nanny-contract',
  '/senior-care',
  '/sample-senior-care-contract',
  '/downtime',
  '/proportal',
  '/privacy-choices',
  '/privacy-policy',
  '/accessibility',
  '/how-we-calculate',
  '/authCallback',
];
