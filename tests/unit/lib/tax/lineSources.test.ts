/** @jest-environment node */
import { calculateNannyTax } from '@/lib/tax/calculate';
import { STATE_CODES } from '@/lib/tax/states';
import { baseInput } from './support';

/** Household-payroll services whose pages are never a figure's source (docs/tax.md). */
const COMPETITORS = /caretax|homepay|care\.com|gtm\.com|nannykeeper|homeworksolutions|nannychex/i;

describe('line item sources', () => {
  it.each(STATE_CODES)('cite no competitor’s page in %s', (state) => {
    for (const liveIn of [false, true]) {
      const result = calculateNannyTax(
        baseInput({
          state,
          liveIn,
          stateWithholding: true,
          federalWithholding: { filingStatus: 'single' },
        }),
      );
      for (const item of result.lineItems) expect(item.source).not.toMatch(COMPETITORS);
    }
  });
});
