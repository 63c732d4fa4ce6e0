/** @jest-environment node */
import { nextPayments } from '@/lib/calculator/nextPayments';
import { type NannyTaxDueDate } from '@/lib/tax/contract';

function due(date: string, what: string, amount: number | null): NannyTaxDueDate {
  return {
    date,
    what,
    amount,
    source: 'IRS',
    estimated: false,
    agency: 'IRS',
    form: null,
    period: date.slice(0, 4),
    frequency: 'quarterly',
    lineCodes: [],
    note: null,
    sources: [],
  };
}

describe('nextPayments', () => {
  const calendar = [
    due('2026-04-15', 'Form 1040-ES, 1st installment', 500),
    due('2026-04-30', 'State unemployment, Q1', 42.5),
    due('2026-04-30', 'State withholding, Q1', 120.25),
    due('2026-01-31', 'Forms W-2 and W-3', null),
    due('2026-06-15', 'Form 1040-ES, 2nd installment', 500),
    due('2026-07-31', 'State unemployment, Q2', 10),
  ];

  it('groups the next three dates with a payment, from the pay date on, with their totals', () => {
    expect(nextPayments(calendar, '2026-04-01')).toEqual([
      { date: '2026-04-15', amount: 500, items: ['Form 1040-ES, 1st installment'] },
      {
        date: '2026-04-30',
        amount: 162.75,
        items: ['State unemployment, Q1', 'State withholding, Q1'],
      },
      { date: '2026-06-15', amount: 500, items: ['Form 1040-ES, 2nd installment'] },
    ]);
  });

  it('skips filings with nothing to pay and dates before the pay date', () => {
    expect(nextPayments(calendar, '2026-07-01').map((p) => p.date)).toEqual(['2026-07-31']);
    expect(nextPayments(calendar, '2026-01-01')[0]?.date).toBe('2026-04-15');
  });
});
