/** @jest-environment node */
import { TAX_YEARS } from '@/lib/tax/data';
import { carriedDate } from '@/lib/tax/data/2027/calendar';
import { type StateCode } from '@/lib/tax/states';
import { calendarResult, expectNamedReturn, expectNoDefaultPayee, rowsFor } from './support';

const RETURNS_2026 = TAX_YEARS[2026].calendar.stateReturns;

describe('the states’ household-employer returns in the calendar', () => {
  it.each([
    ['AZ', 'SUI', 'Arizona Department of Economic Security', 'Form UC-018'],
    ['CO', 'CO_FAMLI', 'FAMLI Division', 'My FAMLI+ Employer'],
    ['CT', 'CT_PAID_LEAVE', 'CT Paid Leave Authority', 'Quarterly contribution return'],
    ['DC', 'SUI', 'Department of Employment Services', 'Form UC-30'],
    ['FL', 'SUI', 'Florida Department of Revenue', 'Form RT-6'],
    ['GA', 'SUI', 'Georgia Department of Labor', 'Form DOL-4A'],
    ['IL', 'SUI', 'Illinois Department of Employment Security', 'Form UI-3/40'],
    ['ME', 'STATE_INCOME_TAX', 'Maine Revenue Services', 'Form 941ME'],
    ['ME', 'SUI', 'Maine Department of Labor', 'Form ME UC-1'],
    ['MI', 'SUI', 'Michigan Unemployment Insurance Agency', 'Quarterly Wage/Tax Report'],
    ['MN', 'SUI', 'Minnesota Unemployment Insurance', 'wage detail report'],
    ['OR', 'OR_PAID_LEAVE', 'Oregon Department of Revenue', 'Form OQ'],
    ['OR', 'STATE_INCOME_TAX', 'Oregon Department of Revenue', 'Form OQ'],
    ['RI', 'RI_TDI', 'Rhode Island Department of Labor and Training', 'Form TX-17'],
    ['TX', 'SUI', 'Texas Workforce Commission', 'Quarterly Wage Report'],
    ['NV', 'NV_CAREER_ENHANCEMENT', 'Nevada Employment Security Division', 'NUCS 4072'],
    ['OH', 'SUI', 'Ohio Department of Job and Family Services', 'Quarterly Tax Return'],
    ['NC', 'SUI', 'North Carolina Division of Employment Security', 'NCUI 101'],
    ['WI', 'SUI', 'Wisconsin Department of Workforce Development', 'UCT-101'],
    ['MO', 'SUI', 'Missouri Division of Employment Security', 'MODES-4'],
    ['HI', 'HI_EMPLOYMENT_TRAINING', 'Hawaii Department of Labor', 'Form UC-B6'],
    ['SC', 'SUI', 'South Carolina Department of Employment and Workforce', 'Contribution and Wage'],
    ['TN', 'SUI', 'Tennessee Department of Labor', 'LB-0456'],
    ['KY', 'SUI', 'Kentucky Office of Unemployment Insurance', 'Form UI-3'],
    ['LA', 'SUI', 'Louisiana Workforce Commission', 'Quarterly Wage and Tax Report'],
    ['OK', 'SUI', 'Oklahoma Employment Security Commission', 'Form OES-3'],
    ['UT', 'SUI', 'Utah Department of Workforce Services', 'Contribution Report'],
    ['IA', 'SUI', 'Iowa Workforce Development', 'contribution and payroll report'],
    ['KS', 'SUI', 'Kansas Department of Labor', 'K-CNS 100'],
    ['NE', 'SUI', 'Nebraska Department of Labor', 'Combined Tax Report'],
    ['MA', 'MA_WORKFORCE_TRAINING', 'Department of Unemployment Assistance', 'UI Online'],
    ['PA', 'SUI_EMPLOYEE', 'Pennsylvania Office of UC Tax Services', 'UC-2'],
    ['CO', 'SUI', 'Colorado Department of Labor and Employment', 'MyUI Employer+'],
    ['CT', 'SUI', 'Connecticut Department of Labor', 'Form UC-2'],
    ['MD', 'SUI', 'Maryland Division of Unemployment Insurance', 'BEACON'],
    ['IN', 'SUI', 'Indiana Department of Workforce Development', 'Uplink'],
    ['VA', 'SUI', 'Virginia Employment Commission', 'quarterly payroll and tax report'],
    ['NM', 'SUI', 'New Mexico Department of Workforce Solutions', 'wage and contribution report'],
    ['AR', 'SUI', 'Arkansas Division of Workforce Services', 'Contribution and Wage Report'],
    ['MT', 'SUI', 'Montana Department of Labor and Industry', 'UI-5'],
    ['NH', 'SUI', 'New Hampshire Employment Security', 'Tax and Wage Report'],
    ['WV', 'SUI', 'WorkForce West Virginia', 'wage and contribution reports'],
  ] as const)('%s pays %s to the named agency with its form', (state, code, agency, form) =>
    expectNamedReturn(calendarResult(state), code, agency, form),
  );

  it('files the annual household returns once, on the agency’s date', () => {
    const ga = rowsFor(calendarResult('GA'), 'SUI');
    expect(ga.map((d) => [d.date, d.frequency])).toEqual([['2027-02-01', 'annual']]);
    const ct = rowsFor(calendarResult('CT'), 'STATE_INCOME_TAX');
    expect(ct.map((d) => [d.date, d.form])).toEqual([
      ['2027-04-15', 'Form CT-941 (household employer version)'],
    ]);
  });

  it('uses Michigan’s 25th-of-the-month dates, moved off weekends', () => {
    expect(rowsFor(calendarResult('MI'), 'SUI').map((d) => d.date)).toEqual([
      '2026-04-27',
      '2026-07-27',
      '2026-10-26',
      '2027-01-25',
    ]);
  });

  it('carries each return to 2027 by its own rule', () => {
    expect(rowsFor(calendarResult('MI', { taxYear: 2027 }), 'SUI').map((d) => d.date)).toEqual([
      '2027-04-26',
      '2027-07-26',
      '2027-10-25',
      '2028-01-25',
    ]);
    expect(
      rowsFor(calendarResult('CT', { taxYear: 2027 }), 'STATE_INCOME_TAX').map((d) => d.date),
    ).toEqual(['2028-04-17']);
    for (const returns of Object.values(RETURNS_2026))
      for (const r of returns ?? [])
        r.dueDates.forEach((d, i) => {
          const next = carriedDate(d.value, r.frequency, i);
          expect(next > d.value).toBe(true);
          expect(new Date(`${next}T12:00:00Z`).getUTCDay() % 6).not.toBe(0);
        });
  });

  it.each(Object.keys(RETURNS_2026).map((s) => [s as StateCode]))(
    '%s: no code a named return lists falls back to the default payee',
    (state) => {
      const returns = RETURNS_2026[state] ?? [];
      const uiCodes = new Set([
        'SUI',
        'SUI_EMPLOYEE',
        ...(TAX_YEARS[2026].states[state].surcharges ?? []).map((s) => s.code),
      ]);
      const named = (code: string) =>
        returns.some(
          (r) => r.codes.includes(code) || (uiCodes.has(code) && r.codes.includes('SUI')),
        );
      const result = calendarResult(state);
      const namedCodes = result.lineItems
        .filter((l) => l.annual > 0 && named(l.code))
        .map((l) => l.code);
      expectNoDefaultPayee(result, namedCodes);
    },
  );
});
