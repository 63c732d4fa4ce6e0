import { type PayInput } from '../contract';
import { type StateCode } from '../states';
import { type PayFrequency } from '../types';
import { usd } from './arithmetic';
import { type NannyTaxCase } from './types';
import { type WithholdingCase } from './withholdingCase';
import { CASES } from './withholdingCases';

const PERIODS: Record<PayFrequency, number> = {
  weekly: 52,
  biweekly: 26,
  semimonthly: 24,
  monthly: 12,
};

/** The pay that gives exactly `wages` a paycheck: the week's or month's, else the year's. */
function payFor(frequency: PayFrequency, wages: number): PayInput {
  if (frequency === 'weekly') return { amount: wages, per: 'week', type: 'gross' };
  if (frequency === 'monthly') return { amount: wages, per: 'month', type: 'gross' };
  return { amount: Number((wages * PERIODS[frequency]).toFixed(2)), per: 'year', type: 'gross' };
}

/**
 * A worked case the API can run as it stands: a real pay frequency, no federal withholding to
 * feed in (the state formula takes it from the employee's W-4, not a given figure) and no
 * tolerance for a printed table's rounding.
 */
function runnable(c: WithholdingCase): c is WithholdingCase & { frequency: PayFrequency } {
  return c.frequency !== 'annually' && c.federal === undefined && c.tolerance === undefined;
}

/** Georgia's rate fell to 4.99% on May 11, 2026; its case is worked at the later rate. */
const PAY_DATES: Partial<Record<StateCode, string>> = { GA: '2026-06-05' };

/** The states' worked withholding examples, one paycheck each, through the API. */
export const STATE_WITHHOLDING_CASES: readonly NannyTaxCase[] = CASES.flatMap(([state, c], i) =>
  runnable(c)
    ? [
        {
          id: `2026-${state}-withholding-${i + 1}`,
          family: 'state-withholding' as const,
          route: 'nanny-tax' as const,
          request: {
            taxYear: 2026 as const,
            payDate: PAY_DATES[state] ?? '2026-03-06',
            state,
            pay: payFor(c.frequency, c.wages),
            hoursPerWeek: 40,
            payFrequency: c.frequency,
            stateWithholding: { filingStatus: c.status, allowances: c.allowances },
          },
          expected: {
            lineItems: [
              { code: 'STATE_INCOME_TAX', payer: 'employee' as const, perPaycheck: c.expected },
            ],
          },
          source: {
            document: c.doc,
            method: `The state's employer withholding formula, ${c.status}, ${
              c.allowances ?? 'default'
            } allowances, ${c.frequency} pay of ${usd(c.wages)}.`,
            computation: c.why,
          },
        },
      ]
    : [],
);
