/** @jest-environment node */
import fc from 'fast-check';
import { type NannyShareResult } from '@/lib/tax/share/contract';
import nannyShare, { config } from '@/pages/api/nanny-share';
import { fakeApi } from '../../../support/fakeApi';

const VALID = {
  taxYear: 2026,
  state: 'TX',
  payFrequency: 'weekly',
  weeksPerYear: 52,
  sharedHoursPerWeek: 40,
  sharedRate: 30,
  families: [
    { label: 'The Lees', shareOfSharedPay: 0.5, soloHoursPerWeek: 5, soloRate: 20 },
    { shareOfSharedPay: 0.5 },
  ],
};

async function call(body: unknown, method = 'POST') {
  const { req, res, state } = fakeApi({
    method,
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  await nannyShare(req, res);
  return state;
}

describe('POST /api/nanny-share', () => {
  it('turns off Next’s body parser so it can answer bad JSON itself', () => {
    expect(config).toEqual({ api: { bodyParser: false } });
  });

  it('answers 200 with each family as employer, the nanny’s totals and the week’s hours', async () => {
    const state = await call(VALID);
    expect(state.statusCode).toBe(200);
    expect(state.headers['cache-control']).toBe('no-store');
    const result = state.body as NannyShareResult;
    expect(result.families.map((f) => [f.label, f.week.grossPay])).toEqual([
      ['The Lees', 738.89],
      ['Family B', 633.33],
    ]);
    expect(Object.keys(result.families[0] ?? {})).toEqual(
      expect.arrayContaining(['annual', 'perPaycheck', 'lineItems', 'warnings', 'yearView']),
    );
    expect(result.nanny.perPaycheck.grossWages).toBe(1372.22);
    expect(result.hours).toEqual({ regular: 40, overtime: 5, doubleTime: 0 });
  });

  it('takes the pay date from the clock in New York, or the one given, and echoes it', async () => {
    jest.spyOn(Date, 'now').mockReturnValue(Date.parse('2026-07-01T03:00:00Z'));
    // JSON leaves an undefined field out.
    const withoutYear = { ...VALID, taxYear: undefined };
    const byClock = await call(withoutYear);
    expect(byClock.statusCode).toBe(200);
    expect(byClock.body).toMatchObject({ taxYear: 2026, payDate: '2026-06-30' });
    const given = await call({ ...withoutYear, payDate: '2026-10-02' });
    expect(given.body).toMatchObject({ taxYear: 2026, payDate: '2026-10-02' });
    jest.restoreAllMocks();
  });

  it('answers 400 naming taxYear and payDate when they disagree', async () => {
    const state = await call({ ...VALID, payDate: '2027-01-08' });
    expect(state.statusCode).toBe(400);
    const { errors } = state.body as { errors: { field: string; message: string }[] };
    expect(errors.map((e) => e.field)).toEqual(['taxYear', 'payDate']);
  });

  it('answers 400 naming payDate for a day that does not exist', async () => {
    const state = await call({ ...VALID, payDate: '2026-02-30' });
    expect(state.statusCode).toBe(400);
    const { errors } = state.body as { errors: { field: string; message: string }[] };
    expect(errors.map((e) => e.field)).toEqual(['payDate']);
    expect(errors[0]?.message).toContain('YYYY-MM-DD');
  });

  it('accepts an overtime split by hours', async () => {
    const state = await call({ ...VALID, overtimeSplit: 'hours' });
    expect(state.statusCode).toBe(200);
    expect((state.body as NannyShareResult).overtimeSplit).toBe('hours');
  });

  it('withholds the locality’s tax in each family’s calculation', async () => {
    const withholding = { stateWithholding: true };
    const state = await call({
      ...VALID,
      state: 'NY',
      locality: 'NY-NYC',
      families: [
        { shareOfSharedPay: 0.5, ...withholding },
        { shareOfSharedPay: 0.5, ...withholding },
      ],
    });
    expect(state.statusCode).toBe(200);
    const result = state.body as NannyShareResult;
    const localLines = result.families.map((family) =>
      family.lineItems.find((line) => line.code === 'LOCAL_INCOME_TAX'),
    );
    expect(localLines.every((line) => line !== undefined && line.annual > 0)).toBe(true);
    // The same wages in each family: the same New York City resident tax.
    expect(localLines[0]?.annual).toBe(localLines[1]?.annual);
  });

  it.each([
    ['an unknown locality', { locality: 'TX-AUSTIN' }, 'locality'],
    ['a locality of another state', { locality: 'NY-NYC' }, 'locality'],
    [
      'an enter-your-rate locality without a rate',
      { state: 'PA', locality: 'PA-EIT' },
      'localRate',
    ],
  ])('refuses %s with a field error', async (_, fields, field) => {
    const state = await call({ ...VALID, ...fields });
    expect(state.statusCode).toBe(400);
    expect(state.body).toMatchObject({ errors: [expect.objectContaining({ field })] });
  });

  it.each<[string, unknown, { field: string; message: string | RegExp }[]]>([
    [
      'a share out of range',
      { ...VALID, families: [{ shareOfSharedPay: 0.5 }, { shareOfSharedPay: 1.5 }] },
      [
        {
          field: 'families[1].shareOfSharedPay',
          message: 'must be a fraction from 0 to 1 (e.g. 0.5)',
        },
      ],
    ],
    [
      'shares that do not add up to 1',
      { ...VALID, families: [{ shareOfSharedPay: 0.5 }, { shareOfSharedPay: 0.4 }] },
      [{ field: 'families', message: /must add up to 1; they add up to 0\.9$/ }],
    ],
    [
      'one family',
      { ...VALID, families: [{ shareOfSharedPay: 1 }] },
      [{ field: 'families', message: 'must be a list of 2 or 3 families' }],
    ],
    [
      'four families',
      { ...VALID, families: Array.from({ length: 4 }, () => ({ shareOfSharedPay: 0.25 })) },
      [{ field: 'families', message: 'must be a list of 2 or 3 families' }],
    ],
    [
      'negative shared hours',
      { ...VALID, sharedHoursPerWeek: -2 },
      [{ field: 'sharedHoursPerWeek', message: 'must be a number of hours from 0 to 168' }],
    ],
    [
      'negative solo hours',
      {
        ...VALID,
        families: [{ shareOfSharedPay: 0.5, soloHoursPerWeek: -1 }, { shareOfSharedPay: 0.5 }],
      },
      [
        {
          field: 'families[0].soloHoursPerWeek',
          message: 'must be a number of hours from 0 to 168',
        },
      ],
    ],
    [
      'more than 168 hours in all',
      {
        ...VALID,
        sharedHoursPerWeek: 160,
        families: [{ shareOfSharedPay: 0.5, soloHoursPerWeek: 9 }, { shareOfSharedPay: 0.5 }],
      },
      [{ field: 'sharedHoursPerWeek', message: /at most 168 hours a week; they come to 169$/ }],
    ],
    [
      'a family that pays nothing',
      { ...VALID, families: [{ shareOfSharedPay: 1 }, { shareOfSharedPay: 0 }] },
      [{ field: 'families[1]', message: /^pays nothing/ }],
    ],
    [
      'a bad W-4 filing status of a family',
      {
        ...VALID,
        families: [
          { shareOfSharedPay: 0.5, federalWithholding: { filingStatus: 'x' } },
          { shareOfSharedPay: 0.5 },
        ],
      },
      [
        {
          field: 'families[0].federalWithholding.filingStatus',
          message: 'must be one of: single, married, head_of_household',
        },
      ],
    ],
    [
      'a missing shared rate and an unknown field',
      { ...VALID, sharedRate: undefined, extra: 1 },
      [
        { field: 'extra', message: 'is not a recognised field' },
        { field: 'sharedRate', message: 'is required' },
      ],
    ],
  ])('answers %s with 400 naming the field', async (_name, body, errors) => {
    const state = await call(body);
    expect(state.statusCode).toBe(400);
    const got = (state.body as { errors: { field: string; message: string }[] }).errors;
    expect(got).toHaveLength(errors.length);
    for (const expected of errors) {
      const message = got.find((e) => e.field === expected.field)?.message;
      if (typeof expected.message === 'string') expect(message).toBe(expected.message);
      else expect(message).toMatch(expected.message);
    }
  });

  it('refuses GET with 405 and malformed JSON with 400', async () => {
    expect((await call(VALID, 'GET')).statusCode).toBe(405);
    expect((await call('{"taxYear"')).statusCode).toBe(400);
  });

  it('never answers 500, whatever the body (property)', async () => {
    const number = fc.oneof(
      fc.double(),
      fc.integer({ min: -10, max: 200 }),
      fc.constant(null),
      fc.string(),
    );
    const family = fc.record(
      {
        label: fc.oneof(fc.string(), fc.integer()),
        shareOfSharedPay: fc.oneof(number, fc.double({ min: 0, max: 1, noNaN: true })),
        soloHoursPerWeek: number,
        soloRate: number,
        federalWithholding: fc.oneof(fc.constant(null), fc.record({ filingStatus: fc.string() })),
        stateWithholding: fc.oneof(fc.boolean(), fc.record({ allowances: number })),
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(
        fc.record(
          {
            taxYear: fc.oneof(fc.constant(2026), number),
            state: fc.constantFrom('TX', 'CA', 'NY', 'NV', 'xx'),
            payFrequency: fc.constantFrom('weekly', 'monthly', 'daily'),
            liveIn: fc.oneof(fc.boolean(), number),
            daysPerWeek: number,
            sharedHoursPerWeek: fc.oneof(number, fc.double({ min: 0, max: 168, noNaN: true })),
            sharedRate: fc.oneof(number, fc.double({ min: 0.01, max: 1_000_000, noNaN: true })),
            families: fc.oneof(fc.array(family, { maxLength: 4 }), number),
          },
          { requiredKeys: [] },
        ),
        async (body) => {
          const state = await call(body);
          expect([200, 400]).toContain(state.statusCode);
        },
      ),
      { numRuns: 300 },
    );
  });
});
