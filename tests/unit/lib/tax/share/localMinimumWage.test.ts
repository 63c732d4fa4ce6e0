/** @jest-environment node */
import { calculateNannyShare } from '@/lib/tax/share/calculateShare';
import { type StateCode } from '@/lib/tax/states';
import { baseShare } from './support';

const BELOW = 'BELOW_LOCAL_MINIMUM_WAGE';
const EXCLUDED = 'LOCAL_WAGE_ORDINANCE_EXCLUDES_HOUSEHOLD';

function shareCodes(locality: string, sharedRate: number, state: StateCode = 'WA') {
  const result = calculateNannyShare(baseShare({ state, locality, sharedRate }));
  const local = result.warnings.find((w) => w.code === BELOW || w.code === EXCLUDED);
  return {
    share: result.warnings.map((w) => w.code),
    message: local?.message,
    sourceUrls: local?.source?.urls ?? [],
    families: result.families.flatMap((f) => f.warnings.map((w) => w.code)),
  };
}

describe('local minimum wage in the nanny share', () => {
  it.each([
    { locality: 'WA-SEATTLE', rate: 20, code: BELOW },
    { locality: 'WA-SEATTLE', rate: 22, code: null },
    { locality: 'WA-SEATAC', rate: 18, code: EXCLUDED },
    { locality: 'WA-RENTON', rate: 18, code: EXCLUDED },
    { locality: 'WA-BELLINGHAM', rate: 19, code: BELOW },
  ] as const)('gives $code for $locality at a shared $rate an hour', ({ locality, rate, code }) => {
    const { share, families } = shareCodes(locality, rate);
    const local = share.filter((c) => c === BELOW || c === EXCLUDED);
    expect(local).toEqual(code === null ? [] : [code]);
    // The share warns once for the nanny's week, not once per family.
    expect(families.filter((c) => c === BELOW || c === EXCLUDED)).toEqual([]);
  });

  it('names the place, the rate and the source', () => {
    const { message, sourceUrls } = shareCodes('WA-SEATTLE', 20);
    expect(message).toContain('Seattle');
    expect(message).toContain('$21.30');
    // The source travels beside the message, never inside it (docs/tax-data.md#source-rule).
    expect(sourceUrls.join(' ')).toContain('perkinscoie.com');
    expect(message).not.toContain('perkinscoie.com');
  });

  it('checks the weighted regular rate of shared and solo hours', () => {
    // 30 shared hours at $20 and 10 solo hours at $24 average $21.00, under Seattle's $21.30.
    const result = calculateNannyShare(
      baseShare({
        state: 'WA',
        locality: 'WA-SEATTLE',
        sharedHoursPerWeek: 30,
        sharedRate: 20,
        families: [
          { shareOfSharedPay: 0.5, soloHoursPerWeek: 10, soloRate: 24 },
          { shareOfSharedPay: 0.5 },
        ],
      }),
    );
    const below = result.warnings.find((w) => w.code === BELOW);
    expect(below?.message).toContain('$21.00');
  });
});
