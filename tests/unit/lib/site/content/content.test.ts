import { checkPartnerCode } from '@/lib/site/enrollment/partnerCode';
import { NANNY_CONTRACT, SENIOR_CARE_CONTRACT } from '@/lib/site/content/contracts';
import { SOCIAL_RATINGS } from '@/lib/site/content/homeContent';
import { FEATURE_BLURBS, SERVICE_GROUPS } from '@/lib/site/content/homeSectionsContent';
import { YEAR_END_TAX_FEE_USD } from '@/lib/site/content/pricingContent';
import { CAREGIVER_REVIEWS, HOME_REVIEWS } from '@/lib/site/content/reviews';

describe('site content', () => {
  it('has three home reviews, three feature blurbs and three service groups', () => {
    expect(HOME_REVIEWS).toHaveLength(3);
    expect(FEATURE_BLURBS.map((b) => b.id)).toEqual([
      'employee-setup',
      'payroll-management',
      'no-state-tax-notices',
    ]);
    expect(SERVICE_GROUPS).toHaveLength(3);
  });

  it('states the social ratings and the year-end fee of the spec', () => {
    expect(SOCIAL_RATINGS.map((r) => [r.source, r.stars])).toEqual([
      ['Facebook', 4.5],
      ['Google', 5.0],
    ]);
    expect(YEAR_END_TAX_FEE_USD).toBe(100);
  });

  it('keeps every review rating within 1 to 5 and ids unique', () => {
    const all = [...HOME_REVIEWS, ...CAREGIVER_REVIEWS];
    expect(new Set(all.map((r) => r.id)).size).toBe(all.length);
    for (const review of all) expect(review.rating).toBeGreaterThanOrEqual(1);
    for (const review of all) expect(review.rating).toBeLessThanOrEqual(5);
  });

  it('serves both contract PDFs from the static documents folder', () => {
    expect(NANNY_CONTRACT.pdfUrl).toBe('/app/hp-vhp/static/documents/sample-nanny-contract.pdf');
    expect(SENIOR_CARE_CONTRACT.pdfUrl).toBe(
      '/app/hp-vhp/static/documents/sample-senior-care-contract.pdf',
    );
  });
});

describe('checkPartnerCode', () => {
  it.each([
    ['', false],
    ['   ', false],
    ['a', false],
    ['CPA 1234', false],
    ['-CPA', false],
    ['x'.repeat(33), false],
    ['cpa-1234', true],
    [' AB ', true],
  ])('%j valid: %s', (raw, valid) => {
    expect(checkPartnerCode(raw).ok).toBe(valid);
  });

  it('normalises a valid code to trimmed upper case', () => {
    expect(checkPartnerCode(' cpa-12 ')).toEqual({ ok: true, code: 'CPA-12' });
  });

  it('names the problem as a code, for the form to word in the page’s language', () => {
    expect(checkPartnerCode('  ')).toEqual({ ok: false, problem: 'empty' });
    expect(checkPartnerCode('CPA 1234')).toEqual({ ok: false, problem: 'malformed' });
  });
});
