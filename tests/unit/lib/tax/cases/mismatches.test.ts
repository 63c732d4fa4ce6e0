/** @jest-environment node */
import { type NannyTaxResult } from '@/lib/tax/contract';
import { caseMismatches } from '@/lib/tax/cases/mismatches';
import { type NannyTaxCase } from '@/lib/tax/cases/types';

const GOLDEN: NannyTaxCase = {
  id: 'example',
  family: 'fica-futa',
  route: 'nanny-tax',
  request: {
    taxYear: 2026,
    state: 'TX',
    pay: { amount: 800, per: 'week', type: 'gross' },
    hoursPerWeek: 40,
    payFrequency: 'weekly',
  },
  expected: {
    perPaycheck: { netPay: 738.8 },
    lineItems: [{ code: 'SOCIAL_SECURITY', payer: 'employee', perPaycheck: 49.6 }],
  },
  source: { document: 'IRS Pub 926', method: '6.2%', computation: '800.00 × 6.2% = 49.60' },
};

function answer(netPay: number, lines: { code: string; payer: string; perPaycheck: number }[]) {
  return { perPaycheck: { netPay }, lineItems: lines } as unknown as NannyTaxResult;
}

describe('caseMismatches', () => {
  it('finds none when every figure matches to the cent', () => {
    const got = answer(738.8, [{ code: 'SOCIAL_SECURITY', payer: 'employee', perPaycheck: 49.6 }]);
    expect(caseMismatches(GOLDEN, got)).toEqual([]);
  });

  it('names a figure a cent off and a line that is missing', () => {
    const got = answer(738.81, [{ code: 'SOCIAL_SECURITY', payer: 'employer', perPaycheck: 49.6 }]);
    expect(caseMismatches(GOLDEN, got)).toEqual([
      { path: 'perPaycheck.netPay', expected: 738.8, actual: 738.81 },
      { path: 'lineItems[SOCIAL_SECURITY/employee].present', expected: true, actual: false },
    ]);
  });
});
