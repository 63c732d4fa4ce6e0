/** @jest-environment node */
import { calculateNannyTax } from '@/lib/tax/calculate';
import { type NannyTaxInput } from '@/lib/tax/contract';
import { settlePayDate } from '@/lib/tax/payDate';
import { parseNannyTaxRequest } from '@/lib/tax/request';
import { parseNannyShareRequest } from '@/lib/tax/share/request';
import { calculateNannyShare } from '@/lib/tax/share/calculateShare';

const BODY = {
  state: 'TX',
  pay: { amount: 25, per: 'hour', type: 'gross' },
  hoursPerWeek: 40,
  payFrequency: 'weekly',
};
const SHARE = {
  state: 'TX',
  payFrequency: 'weekly',
  sharedHoursPerWeek: 40,
  sharedRate: 30,
  families: [{ shareOfSharedPay: 0.5 }, { shareOfSharedPay: 0.5 }],
};
const TODAY = '2026-11-26';

describe('settlePayDate', () => {
  it.each([
    ['a pay date alone sets the year', { payDate: '2026-09-30' }, TODAY, 2026, '2026-09-30'],
    [
      'a matching year and date',
      { taxYear: 2026, payDate: '2026-07-01' },
      TODAY,
      2026,
      '2026-07-01',
    ],
    ['neither: today', {}, TODAY, 2026, TODAY],
    ['a year alone with today in it: today', { taxYear: 2026 }, TODAY, 2026, TODAY],
    [
      'a year alone before today’s year: its last day',
      { taxYear: 2026 },
      '2027-03-01',
      2026,
      '2026-12-31',
    ],
    [
      'a year alone after today’s year: its first day',
      { taxYear: 2026 },
      '2025-12-31',
      2026,
      '2026-01-01',
    ],
  ] as const)('%s', (_, given, today, taxYear, payDate) => {
    expect(settlePayDate(given, today)).toEqual({ ok: true, value: { taxYear, payDate } });
  });

  it('leaves the date to the engine (January 1) for a year alone without a clock', () => {
    expect(settlePayDate({ taxYear: 2026 }, undefined)).toEqual({
      ok: true,
      value: { taxYear: 2026 },
    });
  });

  it('names both fields when the year and the date disagree', () => {
    const settled = settlePayDate({ taxYear: 2026, payDate: '2027-02-01' }, TODAY);
    expect(settled.ok).toBe(false);
    if (settled.ok) return;
    expect(settled.errors.map((e) => e.field)).toEqual(['taxYear', 'payDate']);
    expect(settled.errors[0]?.message).toContain('payDate');
    expect(settled.errors[1]?.message).toContain('taxYear');
  });

  it('asks for payDate when today is outside the supported years', () => {
    const settled = settlePayDate({}, '2031-01-05');
    expect(settled.ok ? [] : settled.errors.map((e) => [e.field, e.message])).toEqual([
      [
        'payDate',
        'is required: today (2031-01-05) is outside the supported tax years (2026, 2027)',
      ],
    ]);
  });

  it('asks for taxYear when there is neither a date nor a clock', () => {
    expect(settlePayDate({}, undefined)).toEqual({
      ok: false,
      errors: [{ field: 'taxYear', message: 'is required' }],
    });
  });
});

describe('parseNannyTaxRequest with payDate', () => {
  it('takes the year from the pay date when taxYear is left out', () => {
    const parsed = parseNannyTaxRequest({ ...BODY, payDate: '2026-09-30' }, TODAY);
    expect(parsed.ok && [parsed.input.taxYear, parsed.input.payDate]).toEqual([2026, '2026-09-30']);
  });

  it('defaults the pay date to today', () => {
    const parsed = parseNannyTaxRequest(BODY, TODAY);
    expect(parsed.ok && [parsed.input.taxYear, parsed.input.payDate]).toEqual([2026, TODAY]);
  });

  it('answers a year that disagrees with the date with errors on both fields', () => {
    const parsed = parseNannyTaxRequest({ ...BODY, taxYear: 2026, payDate: '2025-12-31' }, TODAY);
    expect(parsed.ok).toBe(false);
    // 2025 is not a supported year, so the date itself is the problem.
    expect(!parsed.ok && parsed.errors.map((e) => e.field)).toEqual(['payDate']);
  });

  it.each([
    'not a date',
    '2026/09/30',
    '09-30-2026',
    '2026-9-30',
    '2026-02-30',
    '2026-02-29',
    '2025-12-31',
    '2031-01-01',
    '',
    20260930,
    null,
    true,
    {},
  ])('names payDate for %j', (payDate) => {
    const parsed = parseNannyTaxRequest({ ...BODY, payDate }, TODAY);
    expect(parsed.ok ? [] : parsed.errors.map((e) => e.field)).toEqual(['payDate']);
    expect(parsed.ok ? '' : parsed.errors[0]?.message).toContain('YYYY-MM-DD');
  });

  it('still checks the locality against the settled year', () => {
    const parsed = parseNannyTaxRequest(
      { ...BODY, state: 'NY', locality: 'PA-PHILADELPHIA', payDate: '2026-03-02' },
      TODAY,
    );
    expect(!parsed.ok && parsed.errors.map((e) => e.field)).toEqual(['locality']);
  });
});

describe('parseNannyShareRequest with payDate', () => {
  it('settles the year from the pay date, defaults it to today, and names a bad one', () => {
    const dated = parseNannyShareRequest({ ...SHARE, payDate: '2026-10-02' }, TODAY);
    expect(dated.ok && [dated.input.taxYear, dated.input.payDate]).toEqual([2026, '2026-10-02']);
    const today = parseNannyShareRequest(SHARE, TODAY);
    expect(today.ok && today.input.payDate).toBe(TODAY);
    const bad = parseNannyShareRequest({ ...SHARE, payDate: '2026-02-30' }, TODAY);
    expect(!bad.ok && bad.errors.map((e) => e.field)).toEqual(['payDate']);
  });
});

describe('the answer echoes the year and the pay date', () => {
  const input: NannyTaxInput = { ...BODY, taxYear: 2026 } as NannyTaxInput;

  it('echoes the pay date given, else January 1 of the year', () => {
    expect(calculateNannyTax({ ...input, payDate: '2026-08-14' })).toMatchObject({
      taxYear: 2026,
      payDate: '2026-08-14',
    });
    expect(calculateNannyTax(input).payDate).toBe('2026-01-01');
  });

  it('refuses a pay date outside the year for direct callers', () => {
    expect(() => calculateNannyTax({ ...input, payDate: '2027-01-04' })).toThrow(/Pay date/);
    expect(() => calculateNannyTax({ ...input, payDate: '2026-02-30' })).toThrow(/Pay date/);
  });

  it('echoes them in a share', () => {
    const parsed = parseNannyShareRequest({ ...SHARE, payDate: '2026-05-15' }, TODAY);
    if (!parsed.ok) throw new Error('the share request is valid');
    const result = calculateNannyShare(parsed.input);
    expect([result.taxYear, result.payDate]).toEqual([2026, '2026-05-15']);
  });
});
