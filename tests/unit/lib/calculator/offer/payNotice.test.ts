/** @jest-environment node */
import { calculate } from '@/lib/calculator/calculatorEngine';
import { offerSheet } from '@/lib/calculator/offer/offerSheet';
import { payNotice, type PayNoticeLine } from '@/lib/calculator/offer/payNotice';
import { LS54 } from '@/lib/calculator/offer/payNoticeText';
import { DEFAULT_NANNY_TAX_INPUT } from '@/lib/tax/defaults';
import { type PayFrequency } from '@/lib/tax/types';

const NO_TIME_OFF = { ptoDays: null, sickHours: null };
const TODAY = '2026-11-26';
const RATES = { regularHourly: 25, overtimeHourly: 37.5 };

/** A New York nanny at $25 an hour, 45 hours a week, paid weekly. */
const NEW_YORK = {
  ...DEFAULT_NANNY_TAX_INPUT,
  state: 'NY' as const,
  pay: { amount: 25, per: 'hour' as const, type: 'gross' as const },
  hoursPerWeek: 45,
};

function notice(frequency: PayFrequency = 'weekly') {
  const model = payNotice('NY', RATES, frequency);
  if (!model) throw new Error('expected a New York pay notice');
  return model;
}

/** Every English and Spanish text of a line. */
function textsOf(line: PayNoticeLine) {
  if (line.kind === 'field') return [line.label, line.value].filter((t) => t !== null);
  return [line.text];
}

describe('payNotice', () => {
  it('has the eight LS 54 items, numbered, each title and line in English and Spanish', () => {
    const { items, signatures, retention, title, law } = notice();
    expect(items.map((item) => item.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(items.map((item) => item.title.en)).toEqual([
      'Employer Information',
      'Notice given',
      'Employee’s rate of pay',
      'Allowances taken',
      'Regular payday',
      'Pay is',
      'Overtime Pay Rate',
      'Employee Acknowledgement',
    ]);
    const texts = [
      title,
      law,
      retention,
      ...signatures,
      ...items.flatMap((item) => [item.title, ...item.lines.flatMap(textsOf)]),
    ];
    for (const text of texts) {
      expect(text.en.trim()).not.toBe('');
      expect(text.es.trim()).not.toBe('');
      expect(text.es).not.toBe(text.en);
    }
  });

  it('fills the rate and the overtime rate by the hour, at hiring, no allowance', () => {
    const [, given, rate, allowances, , , overtime] = notice().items;
    expect(rate!.lines).toEqual([
      { kind: 'field', label: null, value: { en: '$25.00 per hour', es: '$25.00 por hora' } },
    ]);
    expect(overtime!.lines[0]).toEqual({
      kind: 'field',
      label: null,
      value: { en: '$37.50 per hour', es: '$37.50 por hora' },
    });
    expect(given!.lines[0]).toEqual({ kind: 'check', checked: true, text: LS54.atHiring });
    const ticked = allowances!.lines.filter((line) => line.kind === 'check' && line.checked);
    expect(ticked).toEqual([{ kind: 'check', checked: true, text: LS54.none }]);
  });

  it('leaves blank lines for the employer’s names, addresses and phone, and the payday', () => {
    const [employer, , , , payday] = notice().items;
    expect(employer!.lines.map((line) => line.kind === 'field' && line.value)).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
    expect(employer!.lines.map((line) => line.kind === 'field' && line.label?.en)).toEqual([
      'Name',
      'Doing Business As (DBA) Name(s)',
      'FEIN (optional)',
      'Physical Address',
      'Mailing Address',
      'Phone',
    ]);
    expect(payday!.lines).toEqual([{ kind: 'field', label: null, value: null }]);
  });

  it.each([
    ['weekly', 'Weekly', 'Semanal'],
    ['biweekly', 'Bi-weekly', 'Bisemanal'],
    ['semimonthly', 'Other: twice a month', 'Otro: dos veces al mes'],
    ['monthly', 'Other: monthly', 'Otro: mensual'],
  ] as const)('ticks the %s pay frequency', (frequency, en, es) => {
    const payIs = notice(frequency).items[5]!;
    const ticked = payIs.lines.filter((line) => line.kind === 'check' && line.checked);
    expect(ticked).toEqual([{ kind: 'check', checked: true, text: { en, es } }]);
    expect(payIs.lines).toHaveLength(3);
  });

  it('asks the employee to name the primary language and acknowledge both languages', () => {
    const acknowledgement = notice().items[7]!;
    const boxes = acknowledgement.lines.filter((line) => line.kind === 'check');
    expect(boxes.map((line) => line.kind === 'check' && line.text.en)).toEqual([
      'I have been given this pay notice in English because it is my primary language.',
      'My primary language is ____________. I have been given this pay notice in English and in my primary language.',
    ]);
    expect(boxes.every((line) => line.kind === 'check' && !line.checked)).toBe(true);
    expect(notice().signatures.map((line) => line.en)).toEqual([
      'Print Employee Name',
      'Employee Signature',
      'Date',
      'Preparer’s Name and Title',
      'Employer Signature',
      'Date',
    ]);
    expect(notice().retention.en).toMatch(/keep the original for 6 years/);
    expect(notice().retention.es).toMatch(/conservar el original durante 6 años/);
  });

  it('is only for New York', () => {
    expect(payNotice('CA', RATES, 'weekly')).toBeNull();
    expect(payNotice('TX', RATES, 'weekly')).toBeNull();
  });

  it('is on a New York offer sheet with the offer’s own rates and frequency', () => {
    const offer = offerSheet(calculate(NEW_YORK), NO_TIME_OFF, TODAY);
    const { payRates } = calculate(NEW_YORK).result;
    expect(offer.payNotice).toEqual(payNotice('NY', payRates, 'weekly'));
    expect(offer.payNotice?.items[2]?.lines[0]).toMatchObject({
      value: { en: '$25.00 per hour' },
    });
    expect(offer.hireNotice?.law).toBe('N.Y. Labor Law §195(1)');
    expect(offer.footnotes.map((note) => note.cites)).toEqual(['sickLeave', 'hireNotice']);
  });

  it('marks the offer’s pay lines the notice restates, in New York only', () => {
    const restated = (state: 'NY' | 'CA') =>
      offerSheet(calculate({ ...NEW_YORK, state }), NO_TIME_OFF, TODAY)
        .pay.filter((line) => line.restatedInNotice)
        .map((line) => line.label);
    expect(restated('NY')).toEqual([
      'Regular hourly rate (gross)',
      'Overtime rate (1.5×)',
      'Pay frequency',
    ]);
    expect(restated('CA')).toEqual([]);
  });
});
