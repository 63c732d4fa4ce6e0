/** @jest-environment node */
import fc from 'fast-check';
import { calculateNannyTax } from '@/lib/tax/calculate';
import { type NannyTaxInput } from '@/lib/tax/contract';
import { TAX_YEARS } from '@/lib/tax/data';
import { LOCALITIES } from '@/lib/tax/localities/lookup';
import { localMinimumWageWarnings } from '@/lib/tax/localMinimumWage';
import { type WageBasis } from '@/lib/tax/payBasis';
import { baseInput } from './support';

const BELOW = 'BELOW_LOCAL_MINIMUM_WAGE';
const EXCLUDED = 'LOCAL_WAGE_ORDINANCE_EXCLUDES_HOUSEHOLD';

function warningsFor(overrides: Partial<NannyTaxInput>) {
  return calculateNannyTax(baseInput(overrides)).warnings;
}

function hourly(amount: number): Pick<NannyTaxInput, 'pay'> {
  return { pay: { amount, per: 'hour', type: 'gross' } };
}

describe('local minimum wage in the single calculator', () => {
  it.each([
    { state: 'WA', locality: 'WA-SEATTLE', rate: 20, code: BELOW, name: 'Seattle', min: '$21.30' },
    { state: 'WA', locality: 'WA-SEATTLE', rate: 21.3, code: null, name: 'Seattle', min: '' },
    { state: 'WA', locality: 'WA-TUKWILA', rate: 21, code: BELOW, name: 'Tukwila', min: '$21.65' },
    { state: 'WA', locality: 'WA-SEATAC', rate: 18, code: EXCLUDED, name: 'SeaTac', min: '$20.74' },
    { state: 'WA', locality: 'WA-SEATAC', rate: 21, code: null, name: 'SeaTac', min: '' },
    { state: 'WA', locality: 'WA-TACOMA', rate: 17.5, code: null, name: 'Tacoma', min: '' },
    { state: 'CO', locality: 'CO-DENVER', rate: 18, code: BELOW, name: 'Denver', min: '$19.29' },
    { state: 'IL', locality: 'IL-CHICAGO', rate: 16, code: BELOW, name: 'Chicago', min: '$16.60' },
    { state: 'MD', locality: 'MD-HOWARD', rate: 15.5, code: EXCLUDED, name: 'Howard', min: '$16' },
    {
      state: 'CA',
      locality: 'CA-SAN-JOSE',
      rate: 18,
      code: BELOW,
      name: 'San Jose',
      min: '$18.45',
    },
    { state: 'CA', locality: null, rate: 17, code: null, name: '', min: '' },
  ] as const)(
    'gives $code for $locality at $rate an hour',
    ({ state, locality, rate, code, name, min }) => {
      const warnings = warningsFor({ state, locality, ...hourly(rate) });
      const local = warnings.filter((w) => w.code === BELOW || w.code === EXCLUDED);
      if (code === null) {
        expect(local).toEqual([]);
        return;
      }
      expect(local.map((w) => w.code)).toEqual([code]);
      expect(local[0]?.message).toContain(name);
      expect(local[0]?.message).toContain(min);
      // The source travels beside the message, never inside it (docs/tax-data.md#source-rule).
      const source = local[0]?.source;
      expect(`${source?.text ?? ''} ${source?.urls.join(' ') ?? ''}`).toMatch(
        /https?:\/\/|as reported by/,
      );
      expect(local[0]?.message).not.toMatch(/https?:\/\/|www\./);
    },
  );

  it('names the source, and says coverage is unclear where the ordinance is silent', () => {
    const [tukwila] = warningsFor({ state: 'WA', locality: 'WA-TUKWILA', ...hourly(20) }).filter(
      (w) => w.code === BELOW,
    );
    expect(tukwila?.source?.urls.join(' ')).toContain('perkinscoie.com');
    expect(tukwila?.message).not.toContain('perkinscoie.com');
    expect(tukwila?.message).toContain('Whether it covers a household employer');
  });

  it('checks the regular rate a salary implies', () => {
    // $800 for 40 hours is $20.00 an hour, under Seattle's $21.30.
    const warnings = warningsFor({
      state: 'WA',
      locality: 'WA-SEATTLE',
      pay: { amount: 800, per: 'week', type: 'gross' },
    });
    const below = warnings.find((w) => w.code === BELOW);
    expect(below?.message).toContain('The regular rate this pay implies, $20.00');
  });

  it('comes after the state warning when the rate is under both', () => {
    const codes = warningsFor({ state: 'WA', locality: 'WA-SEATTLE', ...hourly(16) }).map(
      (w) => w.code,
    );
    expect(codes.indexOf('BELOW_STATE_MINIMUM_WAGE')).toBeLessThan(codes.indexOf(BELOW));
  });

  it('keeps the state’s local-tax warning when the locality carries only a minimum wage', () => {
    const codes = (locality: string | null) =>
      warningsFor({ state: 'CO', locality, ...hourly(25) }).map((w) => w.code);
    expect(codes('CO-DENVER').includes('LOCAL_INCOME_TAX_NOT_INCLUDED')).toBe(
      codes(null).includes('LOCAL_INCOME_TAX_NOT_INCLUDED'),
    );
  });
});

describe('localMinimumWageWarnings', () => {
  const data = TAX_YEARS[2026];
  const floor = (state: 'WA' | 'CA') => ({
    federal: data.federal.minimumWage,
    state: data.states[state].minimumWage,
  });
  const basis = (regularRate: number) => ({ regularRate, salaried: false }) as WageBasis;
  const at = (locality: string, state: 'WA' | 'CA') => ({
    locality,
    state,
    taxYear: 2026 as const,
  });

  it('says nothing for a locality of another state or an unknown code', () => {
    expect(localMinimumWageWarnings(basis(10), at('WA-SEATTLE', 'CA'), floor('CA'))).toEqual([]);
    expect(localMinimumWageWarnings(basis(10), at('WA-NOWHERE', 'WA'), floor('WA'))).toEqual([]);
  });

  it('warns a cent under the local rate and not at it', () => {
    expect(
      localMinimumWageWarnings(basis(21.29), at('WA-SEATTLE', 'WA'), floor('WA')),
    ).toHaveLength(1);
    expect(localMinimumWageWarnings(basis(21.3), at('WA-SEATTLE', 'WA'), floor('WA'))).toEqual([]);
  });
});

describe('localMinimumWageWarnings (property)', () => {
  const data = TAX_YEARS[2026];
  const withWage = LOCALITIES.filter((l) => l.minimumWage);

  it('warns exactly when the rate is under a covered or unclear local rate above the state’s', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...withWage),
        fc.double({ min: 0, max: 40, noNaN: true }),
        fc.boolean(),
        (locality, regularRate, salaried) => {
          const wage = locality.minimumWage!;
          const stateMinimum = data.states[locality.state].minimumWage;
          const warnings = localMinimumWageWarnings(
            { regularRate, salaried } as WageBasis,
            { locality: locality.code, state: locality.state, taxYear: 2026 },
            { federal: data.federal.minimumWage, state: stateMinimum },
          );
          const under = regularRate < wage.rate.value && wage.rate.value > stateMinimum.value;
          const expected = !under ? [] : [wage.householdCoverage === 'excluded' ? EXCLUDED : BELOW];
          expect(warnings.map((w) => w.code)).toEqual(expected);
          for (const w of warnings) expect(w.message).toContain(locality.name);
        },
      ),
    );
  });
});
