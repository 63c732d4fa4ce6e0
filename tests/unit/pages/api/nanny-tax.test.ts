/** @jest-environment node */
import { Readable } from 'node:stream';
import fc from 'fast-check';
import type { NextApiRequest } from 'next';
import { logger } from '@/lib/platform/logging/logger.server';
import type * as CalculateModule from '@/lib/tax/calculate';
import { calculateNannyTax } from '@/lib/tax/calculate';
import { type NannyTaxResult } from '@/lib/tax/contract';
import { MAX_BODY_BYTES } from '@/lib/calculator/calculationRoute.server';
import nannyTax, { config } from '@/pages/api/nanny-tax';
import { fakeApi } from '../../../support/fakeApi';

// The real engine, wrapped so one test can make it fail.
jest.mock('@/lib/tax/calculate', () => {
  const actual: typeof CalculateModule = jest.requireActual('@/lib/tax/calculate');
  return { ...actual, calculateNannyTax: jest.fn(actual.calculateNannyTax) };
});

const VALID = {
  taxYear: 2026,
  state: 'TX',
  pay: { amount: 25, per: 'hour', type: 'gross' },
  hoursPerWeek: 40,
  payFrequency: 'weekly',
};

/** A streaming request, as Next passes it with the body parser off. */
function request(options: {
  method?: string;
  contentType?: string | null;
  body?: string | Buffer[];
  headers?: Record<string, string>;
}) {
  const { method = 'POST', contentType = 'application/json', body = '', headers = {} } = options;
  const chunks = typeof body === 'string' ? [Buffer.from(body)] : body;
  const stream = Readable.from(chunks);
  const allHeaders: Record<string, string> = { ...headers };
  if (contentType !== null) allHeaders['content-type'] = contentType;
  const { res, state } = fakeApi();
  const req = Object.assign(stream, {
    method,
    headers: allHeaders,
    query: {},
    cookies: {},
  }) as unknown as NextApiRequest;
  return { req, res, state };
}

async function call(options: Parameters<typeof request>[0]) {
  const { req, res, state } = request(options);
  await nannyTax(req, res);
  return state;
}

describe('POST /api/nanny-tax', () => {
  afterEach(() => jest.restoreAllMocks());

  it('turns off Next’s body parser so it can answer bad JSON itself', () => {
    expect(config).toEqual({ api: { bodyParser: false } });
  });

  it('answers 200 with the result and no-store caching', async () => {
    const state = await call({ body: JSON.stringify(VALID) });
    expect(state.statusCode).toBe(200);
    expect(state.headers['cache-control']).toBe('no-store');
    const result = state.body as NannyTaxResult;
    expect(result.annual).toEqual({
      grossWages: 52000,
      employeeTaxes: 3978,
      netPay: 48022,
      employerTaxes: 4263,
      totalEmployerCost: 56263,
    });
    expect(result.lineItems.map((l) => l.code)).toEqual([
      'SOCIAL_SECURITY',
      'MEDICARE',
      'SOCIAL_SECURITY',
      'MEDICARE',
      'FUTA',
      'SUI',
    ]);
  });

  it('answers a payment calendar whose amounts add up to the line items (NYC, withholding)', async () => {
    const nyc = { ...VALID, state: 'NY', locality: 'NY-NYC', stateWithholding: true };
    const state = await call({
      body: JSON.stringify({ ...nyc, pay: { ...VALID.pay, amount: 20 } }),
    });
    expect(state.statusCode).toBe(200);
    const result = state.body as NannyTaxResult;
    const cents = (dollars: number) => Math.round(dollars * 100);
    const owed = result.lineItems.reduce((t, l) => t + cents(l.annual), 0);
    const calendar = result.yearView.dueDates.reduce((t, d) => t + cents(d.amount ?? 0), 0);
    expect(calendar).toBe(owed);
    for (const row of result.yearView.dueDates) {
      expect(Object.keys(row).sort()).toEqual(
        [
          'agency',
          'amount',
          'date',
          'estimated',
          'form',
          'frequency',
          'lineCodes',
          'note',
          'period',
          'source',
          'sources',
          'what',
        ].sort(),
      );
    }
    expect(result.yearView.dueDates.map((d) => d.form)).toEqual(
      expect.arrayContaining(['Form 1040-ES', 'Form NYS-45', 'DBL/PFL policy premium']),
    );
  });

  it('takes the pay date from the clock, read once in New York, and echoes it', async () => {
    // 03:00 UTC on Jan 1, 2027 is still Dec 31, 2026 in New York.
    const clock = jest.spyOn(Date, 'now').mockReturnValue(Date.parse('2027-01-01T03:00:00Z'));
    // JSON leaves an undefined field out.
    const withoutYear = { ...VALID, taxYear: undefined };
    const state = await call({ body: JSON.stringify(withoutYear) });
    expect(state.statusCode).toBe(200);
    expect(state.body).toMatchObject({ taxYear: 2026, payDate: '2026-12-31' });
    expect(clock).toHaveBeenCalledTimes(1);
  });

  it('echoes a pay date given, with the year it settles', async () => {
    // JSON leaves an undefined field out.
    const withoutYear = { ...VALID, taxYear: undefined };
    const state = await call({ body: JSON.stringify({ ...withoutYear, payDate: '2026-09-30' }) });
    expect(state.statusCode).toBe(200);
    expect(state.body).toMatchObject({ taxYear: 2026, payDate: '2026-09-30' });
  });

  it('answers 400 naming taxYear and payDate when they disagree', async () => {
    const state = await call({ body: JSON.stringify({ ...VALID, payDate: '2027-02-05' }) });
    expect(state.statusCode).toBe(400);
    const { errors } = state.body as { errors: { field: string; message: string }[] };
    expect(errors.map((e) => e.field)).toEqual(['taxYear', 'payDate']);
  });

  it('answers a 2027 pay date as preliminary, with the warning', async () => {
    const withoutYear = { ...VALID, taxYear: undefined };
    const state = await call({ body: JSON.stringify({ ...withoutYear, payDate: '2027-02-05' }) });
    expect(state.statusCode).toBe(200);
    const result = state.body as NannyTaxResult;
    expect([result.taxYear, result.payDate, result.preliminary]).toEqual([
      2027,
      '2027-02-05',
      true,
    ]);
    expect(result.warnings.map((w) => w.code)).toContain('PRELIMINARY_FIGURES');
  });

  it.each(['2026-02-30', '2026-9-30', 'soon', '2031-01-01', 42])(
    'answers 400 naming payDate for %j, never 500',
    async (payDate) => {
      const state = await call({ body: JSON.stringify({ ...VALID, payDate }) });
      expect(state.statusCode).toBe(400);
      const { errors } = state.body as { errors: { field: string; message: string }[] };
      expect(errors.map((e) => e.field)).toEqual(['payDate']);
      expect(errors[0]?.message).toContain('YYYY-MM-DD');
    },
  );

  it('withholds state income tax from a state certificate and names a bad field', async () => {
    const ok = await call({
      body: JSON.stringify({
        ...VALID,
        state: 'IL',
        stateWithholding: { filingStatus: 'single', allowances: 0 },
      }),
    });
    expect(ok.statusCode).toBe(200);
    // IL-700-T: 4.95% of $1,000 a week with no allowance.
    expect(
      (ok.body as NannyTaxResult).lineItems.find((l) => l.code === 'STATE_INCOME_TAX'),
    ).toMatchObject({ perPaycheck: 49.5, annual: 2574 });
    const bad = await call({
      body: JSON.stringify({ ...VALID, stateWithholding: { allowances: -1 } }),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toEqual({
      errors: [
        {
          field: 'stateWithholding.allowances',
          message: 'must be a whole number from 0 to 99, or null',
        },
      ],
    });
  });

  it('never answers 500 for any state withholding value, state or pay (property)', async () => {
    const anything = fc.oneof(
      fc.boolean(),
      fc.constant(null),
      fc.string(),
      fc.double(),
      fc.record(
        {
          filingStatus: fc.oneof(
            fc.constantFrom('single', 'married', 'head_of_household'),
            fc.string(),
          ),
          allowances: fc.oneof(fc.integer({ min: -5, max: 120 }), fc.double(), fc.constant(null)),
          additionalWithholding: fc.oneof(fc.double(), fc.integer({ min: -10, max: 2_000_000 })),
        },
        { requiredKeys: [] },
      ),
    );
    await fc.assert(
      fc.asyncProperty(
        anything,
        fc.constantFrom('TX', 'CA', 'NY', 'CT', 'OR', 'AL', 'MA', 'AZ', 'UT', 'MD', 'xx'),
        fc.double({ min: 0.01, max: 1_000_000, noNaN: true }),
        fc.constantFrom('gross', 'net'),
        async (stateWithholding, state, amount, type) => {
          const result = await call({
            body: JSON.stringify({
              ...VALID,
              state,
              pay: { amount, per: 'hour', type },
              stateWithholding,
            }),
          });
          expect([200, 400]).toContain(result.statusCode);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('accepts a charset parameter and a lower-case state', async () => {
    const state = await call({
      contentType: 'Application/JSON; charset=utf-8',
      body: JSON.stringify({ ...VALID, state: 'ca' }),
    });
    expect(state.statusCode).toBe(200);
    expect((state.body as NannyTaxResult).state).toBe('CA');
  });

  it('reassembles a body sent in several chunks', async () => {
    const text = JSON.stringify(VALID);
    const state = await call({
      body: [Buffer.from(text.slice(0, 10)), Buffer.from(text.slice(10))],
    });
    expect(state.statusCode).toBe(200);
  });

  it.each(['GET', 'PUT', 'DELETE'])('refuses %s with 405 and Allow: POST', async (method) => {
    const state = await call({ method });
    expect(state.statusCode).toBe(405);
    expect(state.headers['allow']).toBe('POST');
    expect(state.body).toEqual({ errors: [{ field: '', message: 'Use POST.' }] });
  });

  it.each([null, 'text/plain', 'application/x-www-form-urlencoded'])(
    'refuses content type %p with 415',
    async (contentType) => {
      const state = await call({ contentType, body: JSON.stringify(VALID) });
      expect(state.statusCode).toBe(415);
      expect(state.body).toEqual({
        errors: [{ field: '', message: 'Content-Type must be application/json.' }],
      });
    },
  );

  it.each(['{"taxYear": 2026', '', 'not json'])(
    'answers malformed JSON %p with 400',
    async (body) => {
      const state = await call({ body });
      expect(state.statusCode).toBe(400);
      expect(state.body).toEqual({
        errors: [{ field: '', message: 'Request body must be valid JSON.' }],
      });
    },
  );

  it('answers a body over 16 KB with 413, streamed or declared', async () => {
    const big = JSON.stringify({ ...VALID, padding: 'x'.repeat(MAX_BODY_BYTES) });
    const streamed = await call({
      body: [Buffer.from(big.slice(0, 9000)), Buffer.from(big.slice(9000))],
    });
    expect(streamed.statusCode).toBe(413);
    expect(streamed.body).toEqual({
      errors: [{ field: '', message: 'Request body must be at most 16 KB.' }],
    });
    const declared = await call({
      body: '{}',
      headers: { 'content-length': String(MAX_BODY_BYTES + 1) },
    });
    expect(declared.statusCode).toBe(413);
  });

  it.each([
    [
      { ...VALID, pay: { amount: -1, per: 'hour', type: 'gross' } },
      [{ field: 'pay.amount', message: 'must be a number greater than 0 and at most 1,000,000' }],
    ],
    [
      { ...VALID, state: 'ZZ' },
      [{ field: 'state', message: 'must be a two-letter US state code or DC' }],
    ],
    [
      { ...VALID, taxYear: 2030 },
      [{ field: 'taxYear', message: 'must be a supported tax year (2026, 2027)' }],
    ],
    [{ ...VALID, extra: true }, [{ field: 'extra', message: 'is not a recognised field' }]],
    [
      { ...VALID, federalWithholding: { filingStatus: 'x' } },
      [
        {
          field: 'federalWithholding.filingStatus',
          message: 'must be one of: single, married, head_of_household',
        },
      ],
    ],
    [
      // taxYear is not required: it follows payDate, which defaults to today in New York.
      { state: 'TX' },
      ['pay', 'hoursPerWeek', 'payFrequency'].map((field) => ({
        field,
        message: 'is required',
      })),
    ],
    [[], [{ field: '', message: 'Request body must be a JSON object.' }]],
  ])('answers invalid fields with 400 and one error per field (%#)', async (body, errors) => {
    const state = await call({ body: JSON.stringify(body) });
    expect(state.statusCode).toBe(400);
    expect(state.body).toEqual({ errors });
  });

  it('names employeeRelationship when it is not one of the values', async () => {
    const state = await call({
      body: JSON.stringify({ ...VALID, employeeRelationship: 'cousin' }),
    });
    expect(state.statusCode).toBe(400);
    expect(state.body).toEqual({
      errors: [
        {
          field: 'employeeRelationship',
          message: 'must be one of: none, spouse, child_under_21, parent, under_18',
        },
      ],
    });
  });

  it('never answers 500 for any JSON body (property)', async () => {
    const field = fc.constantFrom(
      ...Object.keys(VALID),
      'daysPerWeek',
      'personalAttendant',
      'employeeRelationship',
      'parentException',
      'liveIn',
      'federalWithholding',
      'family',
    );
    const body = fc.oneof(
      fc.jsonValue(),
      fc.tuple(field, fc.jsonValue()).map(([key, value]) => ({ ...VALID, [key]: value })),
      fc
        .record({
          daysPerWeek: fc.integer({ min: -2, max: 9 }),
          hoursPerWeek: fc.double({ min: 0, max: 200, noNaN: true }),
          employeeRelationship: fc.constantFrom('none', 'spouse', 'child_under_21', 'parent', 'x'),
          parentException: fc.boolean(),
          personalAttendant: fc.boolean(),
          state: fc.constantFrom('CA', 'CO', 'OR', 'MN', 'DC', 'NY'),
        })
        .map((extra) => ({ ...VALID, ...extra })),
    );
    await fc.assert(
      fc.asyncProperty(body, async (value) => {
        const state = await call({ body: JSON.stringify(value) });
        expect([200, 400]).toContain(state.statusCode);
      }),
      { numRuns: 300 },
    );
  });

  it('answers 500 without detail, and logs, only when the engine itself fails', async () => {
    jest.mocked(calculateNannyTax).mockImplementationOnce(() => {
      throw new Error('bug');
    });
    const error = jest.spyOn(logger, 'error').mockImplementation(() => undefined);
    const state = await call({ body: JSON.stringify(VALID) });
    expect(state.statusCode).toBe(500);
    expect(state.body).toEqual({
      errors: [{ field: '', message: 'The calculation failed. Please try again later.' }],
    });
    expect(error).toHaveBeenCalled();
  });
});
