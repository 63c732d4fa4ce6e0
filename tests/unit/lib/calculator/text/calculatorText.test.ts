/** @jest-environment node */
import { calculate } from '@/lib/calculator/calculatorEngine';
import { CALCULATOR_EN } from '@/lib/calculator/text/calculatorText.en';
import { CALCULATOR_ES } from '@/lib/calculator/text/calculatorText.es';
import { fillIn } from '@/lib/calculator/text/fillIn';
import { EMAIL_MESSAGES } from '@/lib/calculator/emailAddress';
import { FIELD_LIMITS } from '@/lib/calculator/fieldLimits';
import { PAY_DATE_MESSAGE } from '@/lib/calculator/payDateField';
import { formatDueDate } from '@/lib/calculator/yearViewLabels';
import { DEFAULT_NANNY_TAX_INPUT } from '@/lib/tax/defaults';
import { describeResult } from '@/lib/tax/describe';
import { formatUsd } from '@/lib/tax/money';
import { perUnit } from '@/lib/tax/warnings';

describe('fillIn', () => {
  it.each([
    ['{amount} a year', { amount: '$5.00' }, '$5.00 a year'],
    ['{a} and {b}', { a: '1', b: '2' }, '1 and 2'],
    ['no values', {}, 'no values'],
    ['{missing} stays', {}, '{missing} stays'],
    // A value is never read as a pattern: "$&" is kept as typed.
    ['{x}', { x: '$&' }, '$&'],
  ])('fills %p', (template, values, expected) => {
    expect(fillIn(template, values)).toBe(expected);
  });
});

describe('the calculator catalog', () => {
  it.each(['weekly', 'biweekly', 'semimonthly', 'monthly'] as const)(
    'writes the English answer as the engine describes it (%s)',
    (payFrequency) => {
      const { result } = calculate({ ...DEFAULT_NANNY_TAX_INPUT, payFrequency });
      const words = CALCULATOR_EN.summary;
      expect(
        fillIn(words.answer, {
          employerTaxes: formatUsd(result.annual.employerTaxes),
          netPay: formatUsd(result.perPaycheck.netPay),
          period: words.period[payFrequency],
        }),
      ).toBe(describeResult(result, payFrequency));
    },
  );

  it.each(['hour', 'week', 'month', 'year'] as const)(
    'writes a rate per %s as the engine',
    (per) => {
      expect(`${formatUsd(21.3)} ${CALCULATOR_EN.summary.perUnit[per]}`).toBe(perUnit(21.3, per));
    },
  );

  it('keeps the English messages the parsers give', () => {
    for (const [field, limit] of Object.entries(FIELD_LIMITS)) {
      expect([field, CALCULATOR_EN.errors.limits[field as keyof typeof FIELD_LIMITS]]).toEqual([
        field,
        limit.message,
      ]);
    }
    expect(fillIn(CALCULATOR_EN.errors.payDate, { years: '2026 or 2027' })).toBe(PAY_DATE_MESSAGE);
    expect(CALCULATOR_EN.email.empty).toBe(EMAIL_MESSAGES.empty);
    expect(CALCULATOR_EN.email.invalid).toBe(EMAIL_MESSAGES.invalid);
  });

  it('reads money in Spanish as es-US writes it, which is the English way', () => {
    const esUs = new Intl.NumberFormat('es-US', { style: 'currency', currency: 'USD' });
    for (const amount of [0.5, 7.25, 1234.56, 1_000_000]) {
      expect(formatUsd(amount)).toBe(esUs.format(amount));
    }
  });

  it('writes dates in Spanish words, the same day in every time zone', () => {
    expect(formatDueDate('2026-04-15', 'es')).toBe('15 de abril de 2026');
    expect(formatDueDate('2027-01-01', 'es')).toBe('1 de enero de 2027');
    expect(formatDueDate('2026-04-15')).toBe('April 15, 2026');
  });

  it('gives the Spanish answer sentence in Spanish', () => {
    const words = CALCULATOR_ES.summary;
    expect(
      fillIn(words.answer, {
        employerTaxes: '$100.00',
        netPay: '$900.00',
        period: words.period.weekly,
      }),
    ).toBe(
      'Usted paga $100.00 al año en impuestos como empleador; su niñera recibe $900.00 por semana.',
    );
  });
});
