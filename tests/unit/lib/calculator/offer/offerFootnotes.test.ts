/** @jest-environment node */
import { calculate } from '@/lib/calculator/calculatorEngine';
import { offerSheet } from '@/lib/calculator/offer/offerSheet';
import { HIRE_NOTICE_RULES } from '@/lib/calculator/offer/hireNotice';
import { PAID_SICK_LEAVE_2026 } from '@/lib/calculator/offer/paidSickLeave';
import { citationOf } from '@/lib/tax/citation';
import { TAX_YEARS } from '@/lib/tax/data';
import { DEFAULT_NANNY_TAX_INPUT } from '@/lib/tax/defaults';

const NO_TIME_OFF = { ptoDays: null, sickHours: null };
const TODAY = '2026-11-26';
const LOW_CA = {
  ...DEFAULT_NANNY_TAX_INPUT,
  state: 'CA' as const,
  pay: { amount: 12, per: 'hour' as const, type: 'gross' as const },
};

describe('offerSheet footnotes', () => {
  it('cites the state minimum wage, the sick-time law, then the notice at hire, in the sheet’s order', () => {
    const offer = offerSheet(calculate(LOW_CA), NO_TIME_OFF, TODAY);
    const wage = citationOf(TAX_YEARS[2026].states.CA.minimumWage);
    const sick = PAID_SICK_LEAVE_2026.CA!;
    const hire = HIRE_NOTICE_RULES.CA!;
    expect(offer.footnotes).toEqual([
      { number: 1, cites: 0, text: wage.text, url: wage.urls[0], asOf: wage.asOf },
      {
        number: 2,
        cites: 'sickLeave',
        text: `${sick.value!.law}, dir.ca.gov`,
        url: 'https://www.dir.ca.gov/dlse/Paid_Sick_Leave.htm',
        asOf: '2024-01-01',
      },
      {
        number: 3,
        cites: 'hireNotice',
        text: `${hire.value.law}, California Labor Commissioner, Notice to Employee templates`,
        url: 'https://www.dir.ca.gov/dlse/governor_signs_wage_theft_protection_act_of_2011.html',
        asOf: '2024-01',
      },
    ]);
    expect(offer.footnotes[0]!.text).not.toMatch(/https?:/);
  });

  it('cites the federal minimum for a rate under $7.25 in a state without a higher one', () => {
    const offer = offerSheet(
      calculate({ ...LOW_CA, state: 'TX', pay: { amount: 6, per: 'hour', type: 'gross' } }),
      NO_TIME_OFF,
      TODAY,
    );
    const federal = citationOf(TAX_YEARS[2026].federal.minimumWage);
    expect(offer.footnotes).toEqual([
      { number: 1, cites: 0, text: federal.text, url: federal.urls[0] ?? null, asOf: federal.asOf },
    ]);
  });

  it('has no footnote where the sheet states no minimum (Texas, pay above the minimum)', () => {
    const offer = offerSheet(calculate(DEFAULT_NANNY_TAX_INPUT), NO_TIME_OFF, TODAY);
    expect(offer.footnotes).toEqual([]);
  });
});
