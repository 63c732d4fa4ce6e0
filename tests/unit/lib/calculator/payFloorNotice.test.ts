/** @jest-environment node */
import { payFloorNotice } from '@/lib/calculator/payFloorNotice';
import { calculateNannyTax } from '@/lib/tax/calculate';
import { type NannyTaxInput } from '@/lib/tax/contract';
import { DEFAULT_NANNY_TAX_INPUT } from '@/lib/tax/defaults';

const SEATTLE: NannyTaxInput = {
  ...DEFAULT_NANNY_TAX_INPUT,
  state: 'WA',
  locality: 'WA-SEATTLE',
  pay: { amount: 17, per: 'hour', type: 'gross' },
};

function noticeFor(input: NannyTaxInput) {
  return payFloorNotice(calculateNannyTax(input).warnings, input.pay.per !== 'hour');
}

describe('payFloorNotice', () => {
  it("names the highest minimum the pay is below, with its place and rate: Seattle's", () => {
    expect(noticeFor(SEATTLE)).toEqual({
      text: 'Below Seattle’s $21.30 minimum.',
      place: 'Seattle',
      minimumLabel: '$21.30',
      salaried: false,
      suggestedAmount: 21.3,
      suggestedLabel: '$21.30',
    });
  });

  it('names the federal minimum where it is the only one', () => {
    const input = { ...SEATTLE, state: 'TX' as const, locality: null };
    expect(noticeFor({ ...input, pay: { amount: 7, per: 'hour', type: 'gross' } })).toEqual({
      text: 'Below the federal $7.25 minimum.',
      place: null,
      minimumLabel: '$7.25',
      salaried: false,
      suggestedAmount: 7.25,
      suggestedLabel: '$7.25',
    });
  });

  it('says nothing at or above every minimum', () => {
    expect(noticeFor({ ...SEATTLE, pay: { amount: 21.3, per: 'hour', type: 'gross' } })).toBeNull();
  });

  it('scales a salary to the pay that meets the minimum once overtime is counted', () => {
    // 50 h a week in Washington: 40 regular + 10 overtime hours = 55 paid hours. $800 a week is a
    // regular rate of $14.55; Seattle's $21.30 needs 55 × $21.30 = $1,171.50 a week.
    const notice = noticeFor({
      ...SEATTLE,
      hoursPerWeek: 50,
      pay: { amount: 800, per: 'week', type: 'gross' },
    });
    expect(notice?.text).toBe('Below Seattle’s $21.30 minimum, once overtime is counted.');
    expect(notice?.suggestedAmount).toBe(1171.5);
  });

  it('offers no amount for a take-home target', () => {
    const notice = noticeFor({ ...SEATTLE, pay: { amount: 15, per: 'hour', type: 'net' } });
    expect(notice?.text).toBe('Below Seattle’s $21.30 minimum.');
    expect(notice?.suggestedAmount).toBeNull();
  });
});
