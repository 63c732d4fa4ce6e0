/** @jest-environment node */
import fc from 'fast-check';
import { calculateNannyTax, payRates } from '@/lib/tax/calculate';
import { type NannyTaxInput } from '@/lib/tax/contract';
import { NetToGrossError } from '@/lib/tax/errors';
import { solveGrossCents } from '@/lib/tax/netToGross';
import { STATE_CODES } from '@/lib/tax/states';
import { baseInput, warningCodes } from './support';

describe('solveGrossCents', () => {
  it('finds the first cent whose net reaches the target', () => {
    // net = floor(0.9 × gross): target 900 → 1000 is the first gross with net ≥ 900.
    expect(solveGrossCents(900, (g) => Math.floor(g * 0.9))).toBe(1000);
  });

  it('is deterministic across a threshold drop', () => {
    // Net drops by 10% of all wages at 3000: two grosses reach 2800.
    const net = (g: number) => (g >= 3000 ? Math.floor(g * 0.9) : g);
    expect(solveGrossCents(2800, net)).toBe(solveGrossCents(2800, net));
    expect(net(solveGrossCents(2800, net))).toBeGreaterThanOrEqual(2800);
  });

  it('needs a handful of evaluations on one linear piece, not the twenty of bisection', () => {
    let calls = 0;
    const net = (g: number) => {
      calls += 1;
      return Math.floor(g * 0.8235) - 17;
    };
    const gross = solveGrossCents(93_700, net);
    const evaluations = calls;
    expect(net(gross - 1)).toBeLessThan(93_700);
    expect(net(gross)).toBeGreaterThanOrEqual(93_700);
    expect(evaluations).toBeLessThanOrEqual(8);
  });

  it('still finds the crossing of a sawtooth (whole-dollar rounding)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), (target) => {
        const net = (g: number) => g - Math.round((g * 0.21) / 100) * 100;
        const gross = solveGrossCents(target, net);
        expect(net(gross)).toBeGreaterThanOrEqual(target);
        expect(gross === 0 || net(gross - 1) < target).toBe(true);
      }),
    );
  });

  it('refuses a target below a cent', () => {
    expect(() => solveGrossCents(0, (g) => g)).toThrow(NetToGrossError);
  });
});

describe('net-to-gross through calculateNannyTax', () => {
  it('grosses up $20 an hour net without overtime (TX)', () => {
    // Gross $21.66: 2,166 × 2,080 h = 45,052.80; SS 2,793.27 + Medicare 653.27 (rounded from
    // 2,793.2736 / 653.2656) → net 41,606.26 / 2,080 = 20.003 → $20.00. At $21.65 the net is
    // 41,587.06 / 2,080 = 19.99, short of the target.
    const input = baseInput({ pay: { amount: 20, per: 'hour', type: 'net' } });
    expect(payRates(input)).toEqual({ grossPerUnit: 21.66, netPerUnit: 20 });
    const result = calculateNannyTax(input);
    expect(result.annual.grossWages).toBe(45052.8);
    expect(result.annual.netPay).toBe(41606.26);
    expect(warningCodes(result)).toContain('NET_TO_GROSS');
  });

  it('grosses up $20 an hour net with overtime, counting overtime hours at 1.5× (TX, 50 h)', () => {
    // Units = (40 + 1.5 × 10) × 52 = 2,860. Gross $21.66: 2,166 × 55 × 52 = 61,947.60;
    // SS 3,840.75 + Medicare 898.24 → net 57,208.61 / 2,860 = 20.003 → $20.00.
    const input = baseInput({ pay: { amount: 20, per: 'hour', type: 'net' }, hoursPerWeek: 50 });
    expect(payRates(input)).toEqual({ grossPerUnit: 21.66, netPerUnit: 20 });
    expect(calculateNannyTax(input).annual.grossWages).toBe(61947.6);
  });

  it('grosses up through federal withholding and a state income tax', () => {
    const input = baseInput({
      state: 'IL',
      pay: { amount: 1000, per: 'week', type: 'net' },
      federalWithholding: { filingStatus: 'single' },
      stateWithholding: true,
    });
    const { grossPerUnit, netPerUnit } = payRates(input);
    expect(netPerUnit).toBeGreaterThanOrEqual(1000);
    expect(netPerUnit).toBeLessThanOrEqual(1000.01);
    // One cent less gross falls short.
    const below = payRates({
      ...input,
      pay: { amount: grossPerUnit - 0.01, per: 'week', type: 'gross' },
    });
    expect(below.netPerUnit).toBeLessThan(1000);
  });

  it.each(STATE_CODES)(
    'reaches the take-home of $23.37 an hour within a cent in %s with state withholding on',
    (state) => {
      const gross: NannyTaxInput = {
        ...baseInput({ state, federalWithholding: { filingStatus: 'single' } }),
        pay: { amount: 23.37, per: 'hour', type: 'gross' },
        stateWithholding: { filingStatus: 'married', allowances: 1 },
      };
      const there = payRates(gross);
      const back = payRates({
        ...gross,
        pay: { amount: there.netPerUnit, per: 'hour', type: 'net' },
      });
      expect(back.netPerUnit).toBeGreaterThanOrEqual(there.netPerUnit);
      expect(back.netPerUnit - there.netPerUnit).toBeLessThanOrEqual(0.0100001);
    },
  );

  it('round-trips gross → net → gross within a cent (property, every state)', () => {
    const hourly = fc.record({
      state: fc.constantFrom(...STATE_CODES),
      rateCents: fc.integer({ min: 800, max: 10_000 }),
      hoursPerWeek: fc.integer({ min: 20, max: 120 }).map((h) => h / 2),
      weeksPerYear: fc.integer({ min: 20, max: 52 }),
      payFrequency: fc.constantFrom('weekly', 'biweekly', 'semimonthly', 'monthly' as const),
      liveIn: fc.boolean(),
      employerPaysEmployeeFica: fc.boolean(),
      householdEmployees: fc.integer({ min: 1, max: 30 }),
      federalWithholding: fc.option(
        fc.record({
          filingStatus: fc.constantFrom('single', 'married', 'head_of_household' as const),
          multipleJobs: fc.boolean(),
        }),
      ),
      stateWithholding: fc.oneof(
        fc.boolean(),
        fc.record({
          filingStatus: fc.constantFrom('single', 'married', 'head_of_household' as const),
          allowances: fc.integer({ min: 0, max: 6 }),
        }),
      ),
    });
    fc.assert(
      fc.property(hourly, ({ rateCents, ...rest }) => {
        const gross: NannyTaxInput = {
          ...baseInput(rest),
          pay: { amount: rateCents / 100, per: 'hour', type: 'gross' },
        };
        // Far from the thresholds (FICA $3,000; quarterly tests), where take-home is one rising line.
        fc.pre(calculateNannyTax(gross).annual.grossWages >= 10_000);
        const there = payRates(gross);
        const back = payRates({
          ...gross,
          pay: { amount: there.netPerUnit, per: 'hour', type: 'net' },
        });
        // Take-home always comes back within a cent. The gross does too without state
        // withholding; with it, states that round each paycheck to whole dollars (NC, MO, OK …)
        // or have a cliff of their own (CA's low-income exemption, MD's and MA's floors) make
        // take-home a sawtooth, so a neighbouring gross can reach the same take-home.
        if (rest.stateWithholding === false) {
          expect(Math.abs(back.grossPerUnit - there.grossPerUnit)).toBeLessThanOrEqual(0.0100001);
        }
        expect(back.netPerUnit).toBeGreaterThanOrEqual(there.netPerUnit);
        expect(back.netPerUnit - there.netPerUnit).toBeLessThanOrEqual(0.0100001);
      }),
      { numRuns: 300 },
    );
  });
});
