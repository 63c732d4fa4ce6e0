/** @jest-environment node */
import { calculateNannyTax } from '@/lib/tax/calculate';
import { type NannyTaxInput, type NannyTaxResult } from '@/lib/tax/contract';
import { impliedResidence } from '@/lib/tax/localities/residence';
import { baseInput } from '../support';

/** $1,000 a week (52 weeks: $52,000), single, state withholding on with its defaults. */
function weekly(overrides: Partial<NannyTaxInput>): NannyTaxResult {
  return calculateNannyTax(
    baseInput({
      pay: { amount: 1000, per: 'week', type: 'gross' },
      stateWithholding: true,
      ...overrides,
    }),
  );
}

const local = (result: NannyTaxResult) =>
  result.lineItems.find((l) => l.code === 'LOCAL_INCOME_TAX');
const codes = (result: NannyTaxResult) => result.warnings.map((w) => w.code);

describe('local income tax: where she lives and where she works', () => {
  it('owes no NYC tax for a nanny who works in the city and lives outside any listed place', () => {
    const result = weekly({ state: 'NY', locality: 'NY-NYC', residence: null });
    expect(local(result)).toBeUndefined();
    expect(result.warnings).toContainEqual({
      code: 'LOCAL_INCOME_TAX_NOT_OWED',
      message:
        'New York City income tax is for city residents: none is owed for a nanny who lives outside the city.',
      params: { reason: 'nycNonresident' },
    });
  });

  it('does not warn that NYC tax is not withheld when none is owed', () => {
    for (const old of [{ residence: null }, { livesInLocality: false }] as const) {
      const result = weekly({ state: 'NY', locality: 'NY-NYC', stateWithholding: false, ...old });
      expect(codes(result)).toContain('LOCAL_INCOME_TAX_NOT_OWED');
      expect(codes(result)).not.toContain('LOCAL_INCOME_TAX_NOT_WITHHELD');
    }
  });

  it('withholds NYC resident tax for a city resident wherever in the state she works', () => {
    // The same $31.82 as a city resident working in the city (NYS-50-T-NYC Method II).
    const line = local(weekly({ state: 'NY', locality: null, residence: 'NY-NYC' }));
    expect(line).toMatchObject({ label: 'New York City resident tax', perPaycheck: 31.82 });
  });

  it('withholds both taxes for a city resident working in Yonkers, in one line', () => {
    // NYC resident $31.82 + Yonkers non-resident 0.5% × 52,000 ÷ 52 = $5.00.
    const result = weekly({ state: 'NY', locality: 'NY-YONKERS', residence: 'NY-NYC' });
    expect(local(result)).toMatchObject({
      label: 'New York City resident tax and Yonkers non-resident earnings tax',
      perPaycheck: 36.82,
      annual: 1914.64,
    });
    expect(local(result)?.source).toContain('NYS-50-T-NYC');
    expect(local(result)?.source).toContain('NYS-50-T-Y');
  });

  it('names both places when the family withholds no state tax', () => {
    const result = weekly({
      state: 'NY',
      locality: 'NY-YONKERS',
      residence: 'NY-NYC',
      stateWithholding: false,
    });
    expect(local(result)).toBeUndefined();
    const notWithheld = result.warnings.find((w) => w.code === 'LOCAL_INCOME_TAX_NOT_WITHHELD');
    expect(notWithheld?.message).toMatch(/^New York City and Yonkers income tax is withheld/);
  });

  it.each([
    {
      residence: 'PA-PHILADELPHIA',
      locality: 'PA-PHILADELPHIA',
      who: 'resident',
      perPaycheck: 37.4,
    },
    { residence: 'PA-PHILADELPHIA', locality: null, who: 'resident', perPaycheck: 37.4 },
    { residence: null, locality: 'PA-PHILADELPHIA', who: 'non-resident', perPaycheck: 34.3 },
  ])(
    'Philadelphia: lives in $residence, works in $locality → the $who rate',
    ({ residence, locality, who, perPaycheck }) => {
      const line = local(weekly({ state: 'PA', locality, residence }));
      expect(line?.label).toMatch(new RegExp(`^Philadelphia Wage Tax \\(${who},`));
      expect(line?.perPaycheck).toBe(perPaycheck);
    },
  );

  it.each([0.01, 0.0374, 0])(
    'withholds only the Philadelphia resident tax over an entered work-place rate of %s (Act 32: the higher of the two)',
    (localRate) => {
      const result = weekly({
        state: 'PA',
        locality: 'PA-EIT',
        localRate,
        residence: 'PA-PHILADELPHIA',
      });
      const line = local(result);
      // 3.74% of $1,000 on a January pay date, nothing added for the work place.
      expect(line?.perPaycheck).toBe(37.4);
      expect(line?.label).toBe(
        'Philadelphia Wage Tax (resident, 3.74% to Jun 30, 3.735% from Jul 1)',
      );
      const note = result.warnings.find((w) => w.code === 'LOCAL_INCOME_TAX_NOT_OWED');
      expect(note?.message).toContain('Act 32');
      expect(note?.message).toContain("Philadelphia's resident Wage Tax is higher");
    },
  );

  it('still adds an entered rate above the Philadelphia resident tax (an entry it cannot check)', () => {
    const result = weekly({
      state: 'PA',
      locality: 'PA-EIT',
      localRate: 0.05,
      residence: 'PA-PHILADELPHIA',
    });
    const line = local(result);
    // 3.74% + 5% of $1,000 on a January pay date.
    expect(line?.perPaycheck).toBe(87.4);
    expect(line?.label).toMatch(/^Philadelphia Wage Tax \(resident.*\) and Local income tax/);
  });

  it('takes the Maryland county tax of where she lives, not where she works', () => {
    const lives = local(weekly({ state: 'MD', locality: 'MD-MONTGOMERY', residence: 'MD-HOWARD' }));
    const howard = local(weekly({ state: 'MD', locality: 'MD-HOWARD' }));
    expect(lives).toEqual(howard);
    expect(lives?.label).toBe('Howard County income tax');
  });

  it('names the residence in the Maryland county warning', () => {
    const result = weekly({ state: 'MD', locality: null, residence: 'MD-MONTGOMERY' });
    expect(local(result)?.perPaycheck).toBe(27.94);
    const note = result.warnings.find((w) => w.code === 'LOCAL_INCOME_TAX_RESIDENCE');
    expect(note?.message).toMatch(/^Montgomery County: /);
  });

  it('withholds no Maryland county tax for a nanny who only works in the county', () => {
    const result = weekly({ state: 'MD', locality: 'MD-MONTGOMERY', residence: null });
    expect(local(result)).toBeUndefined();
    expect(codes(result)).toContain('LOCAL_INCOME_TAX_NOT_OWED');
  });

  it('takes the Indiana county of residence, or the work county for a nanny living outside', () => {
    const marion = local(weekly({ state: 'IN', locality: 'IN-MARION' }))?.perPaycheck;
    expect(marion).toBe(19.81);
    expect(
      local(weekly({ state: 'IN', locality: 'IN-ADAMS', residence: 'IN-MARION' }))?.perPaycheck,
    ).toBe(marion);
    expect(
      local(weekly({ state: 'IN', locality: 'IN-MARION', residence: null }))?.perPaycheck,
    ).toBe(marion);
  });
});

describe('local income tax: requests with livesInLocality and no residence', () => {
  it.each([
    { state: 'NY', locality: 'NY-NYC', livesInLocality: true },
    { state: 'NY', locality: 'NY-NYC', livesInLocality: false },
    { state: 'NY', locality: 'NY-YONKERS', livesInLocality: true },
    { state: 'NY', locality: 'NY-YONKERS', livesInLocality: false },
    { state: 'PA', locality: 'PA-PHILADELPHIA', livesInLocality: false },
    { state: 'MD', locality: 'MD-MONTGOMERY', livesInLocality: false },
    { state: 'IN', locality: 'IN-MARION', livesInLocality: false },
    { state: 'PA', locality: 'PA-EIT', livesInLocality: false, localRate: 0.012 },
  ] as const)('$locality, livesInLocality $livesInLocality', (old) => {
    const residence = impliedResidence(old.state, old.locality, old.livesInLocality);
    expect(weekly(old)).toEqual(weekly({ ...old, residence }));
  });

  it('reads the switch as it was asked: NYC, Yonkers and Philadelphia only', () => {
    expect(impliedResidence('NY', 'NY-NYC', true)).toBe('NY-NYC');
    expect(impliedResidence('NY', 'NY-YONKERS', false)).toBeNull();
    expect(impliedResidence('MD', 'MD-MONTGOMERY', false)).toBe('MD-MONTGOMERY');
    expect(impliedResidence('IN', 'IN-MARION', false)).toBe('IN-MARION');
    expect(impliedResidence('PA', 'PA-EIT', true)).toBeNull();
    expect(impliedResidence('TX', 'NY-NYC', true)).toBeNull();
    expect(impliedResidence('NY', null, true)).toBeNull();
  });
});

describe('minimum wage where she works', () => {
  const hourly = (locality: string | null) =>
    calculateNannyTax(
      baseInput({
        state: 'NY',
        locality,
        pay: { amount: 15, per: 'hour', type: 'gross' },
        hoursPerWeek: 40,
      }),
    );

  it("names New York City and its $17.00 in a full sentence, and the state's without its note", () => {
    const messages = hourly('NY-NYC').warnings.map((w) => w.message);
    expect(messages).toContain(
      "The hourly rate, $15.00, is below New York City's minimum wage of $17.00 an hour.",
    );
    expect(messages).toContain(
      "The hourly rate, $15.00, is below New York's minimum wage of $16.00 an hour.",
    );
    expect(messages.join(' ')).not.toMatch(/Long Island and Westchester/);
  });

  it('points the Pay field at the work place', () => {
    const below = hourly('NY-NYC').warnings.flatMap((w) => (w.minimum ? [w.minimum] : []));
    expect(below).toContainEqual(
      expect.objectContaining({ scope: 'local', place: 'New York City', hourly: 17 }),
    );
  });

  it("keeps the state's note where no work place is chosen", () => {
    const messages = hourly(null).warnings.map((w) => w.message);
    expect(messages).toContain(
      "The hourly rate, $15.00, is below New York's minimum wage of $16.00 an hour. $17.00 in New York City, Long Island and Westchester.",
    );
  });
});
