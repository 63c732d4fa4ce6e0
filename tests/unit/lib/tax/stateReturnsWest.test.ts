/** @jest-environment node */
import { SCHEDULE_H_CODES } from '@/lib/tax/payees';
import { type StateCode } from '@/lib/tax/states';
import { calendarResult, expectNamedReturn, expectNoDefaultPayee, rowsFor } from './support';

/** The central and western states whose returns these files name. */
const WEST_STATES: readonly StateCode[] = [
  ...['IL', 'MI', 'MN', 'TX', 'MO', 'OH', 'WI', 'KY', 'LA', 'OK', 'IA', 'KS', 'NE'],
  ...['AZ', 'CO', 'FL', 'GA', 'OR', 'NV', 'HI', 'SC', 'TN', 'UT', 'NM', 'AR', 'MT'],
  ...['AK', 'ID', 'ND', 'SD', 'WY'],
] as StateCode[];

describe('the central and western states’ withholding returns and programs in the calendar', () => {
  it.each([
    ['IL', 'STATE_INCOME_TAX', 'Illinois Department of Revenue', 'Form IL-941'],
    ['MI', 'STATE_INCOME_TAX', 'Michigan Department of Treasury', 'Form 5080'],
    ['MN', 'STATE_INCOME_TAX', 'Minnesota Department of Revenue', 'withholding tax return'],
    ['MN', 'MN_PAID_LEAVE', 'Minnesota Paid Leave', 'Paid Leave premium'],
    ['MO', 'STATE_INCOME_TAX', 'Missouri Department of Revenue', 'Form MO-941'],
    ['OH', 'STATE_INCOME_TAX', 'Ohio Department of Taxation', 'Form IT 501'],
    ['WI', 'STATE_INCOME_TAX', 'Wisconsin Department of Revenue', 'Form WT-6'],
    ['KY', 'STATE_INCOME_TAX', 'Kentucky Department of Revenue', 'Form K-1'],
    ['LA', 'STATE_INCOME_TAX', 'Louisiana Department of Revenue', 'Form L-1'],
    ['OK', 'STATE_INCOME_TAX', 'Oklahoma Tax Commission', 'Form WTH 10001'],
    ['IA', 'STATE_INCOME_TAX', 'Iowa Department of Revenue', 'GovConnectIowa'],
    ['KS', 'STATE_INCOME_TAX', 'Kansas Department of Revenue', 'Form KW-5'],
    ['NE', 'STATE_INCOME_TAX', 'Nebraska Department of Revenue', 'Form 941N'],
    ['AZ', 'STATE_INCOME_TAX', 'Arizona Department of Revenue', 'Form A1-QRT'],
    ['CO', 'STATE_INCOME_TAX', 'Colorado Department of Revenue', 'Form DR 1094'],
    ['GA', 'STATE_INCOME_TAX', 'Georgia Department of Revenue', 'Form G-7'],
    ['HI', 'STATE_INCOME_TAX', 'Hawaii Department of Taxation', 'Form HW-14'],
    ['HI', 'HI_TDI', 'TDI insurance carrier', 'TDI policy premium'],
    ['SC', 'STATE_INCOME_TAX', 'South Carolina Department of Revenue', 'Form WH-1605'],
    ['UT', 'STATE_INCOME_TAX', 'Utah State Tax Commission', 'Form TC-941E'],
    ['NM', 'STATE_INCOME_TAX', 'New Mexico Taxation and Revenue Department', 'TRD-41414'],
    ['AR', 'STATE_INCOME_TAX', 'Arkansas Department of Finance and Administration', 'AR941M'],
    ['MT', 'STATE_INCOME_TAX', 'Montana Department of Revenue', 'MW-3'],
    ['ID', 'STATE_INCOME_TAX', 'Idaho State Tax Commission', 'Form 910'],
    ['ID', 'SUI', 'Idaho Department of Labor', 'TAX020'],
    ['ND', 'STATE_INCOME_TAX', 'North Dakota Office of State Tax Commissioner', 'Form 306'],
    ['ND', 'SUI', 'Job Service North Dakota', 'Contribution and Wage Report'],
    ['AK', 'SUI', 'Alaska Department of Labor and Workforce Development', 'TQ01C'],
    ['AK', 'SUI_EMPLOYEE', 'Alaska Department of Labor and Workforce Development', 'TQ01C'],
    ['SD', 'SUI', 'South Dakota Department of Labor and Regulation', 'Form 21'],
    ['WY', 'SUI', 'Wyoming Department of Workforce Services', 'WYUI'],
  ] as const)('%s pays %s to the named agency with its form', (state, code, agency, form) =>
    expectNamedReturn(calendarResult(state), code, agency, form),
  );

  it.each([
    ['MN', 'MN_BASE_TAX', 'wage detail report'],
    ['MN', 'MN_WORKFORCE_FEE', 'wage detail report'],
    ['SD', 'SD_INVESTMENT_FEE', 'Form 21'],
    ['GA', 'GA_ADMIN_ASSESSMENT', 'Form DOL-4A'],
    ['OH', 'OH_TECHNOLOGY_FEE', 'Quarterly Tax Return'],
  ] as const)('%s pays the %s surcharge with its unemployment report', (state, code, form) => {
    const rows = rowsFor(calendarResult(state), code);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.lineCodes).toContain('SUI');
      expect(row.form).toContain(form);
    }
  });

  it.each(WEST_STATES.map((s) => [s]))('%s: no line falls back to the default payee', (state) => {
    const result = calendarResult(state);
    const stateCodes = result.lineItems
      .filter((l) => l.annual > 0 && !SCHEDULE_H_CODES.has(l.code))
      .map((l) => l.code);
    expectNoDefaultPayee(result, stateCodes);
  });

  it('uses each agency’s own day: the 15th (HW-14), 20th (Form 5080, WTH 10001), 25th (KW-5, TRD-41414)', () => {
    const dates = (state: StateCode) =>
      rowsFor(calendarResult(state), 'STATE_INCOME_TAX').map((d) => d.date);
    expect(dates('HI')).toEqual(['2026-04-15', '2026-07-15', '2026-10-15', '2027-01-15']);
    expect(dates('OK')).toEqual(['2026-04-20', '2026-07-20', '2026-10-20', '2027-01-20']);
    expect(dates('MI')).toEqual(['2026-04-20', '2026-07-20', '2026-10-20', '2027-01-20']);
    expect(dates('KS')).toEqual(['2026-04-27', '2026-07-27', '2026-10-26', '2027-01-25']);
    expect(dates('NM')).toEqual(['2026-04-27', '2026-07-27', '2026-10-26', '2027-01-25']);
    expect(dates('LA')).toEqual(['2026-04-30', '2026-07-31', '2026-11-02', '2027-02-01']);
  });

  it('files Utah’s household withholding once a year, by January 31', () => {
    const ut = rowsFor(calendarResult('UT'), 'STATE_INCOME_TAX');
    expect(ut.map((d) => [d.date, d.frequency])).toEqual([['2027-02-01', 'annual']]);
  });

  it('carries the 15th and 20th to 2027 off weekends and holidays', () => {
    expect(
      rowsFor(calendarResult('HI', { taxYear: 2027 }), 'STATE_INCOME_TAX').map((d) => d.date),
    ).toEqual(['2027-04-15', '2027-07-15', '2027-10-15', '2028-01-18']);
    expect(
      rowsFor(calendarResult('OK', { taxYear: 2027 }), 'STATE_INCOME_TAX').map((d) => d.date),
    ).toEqual(['2027-04-20', '2027-07-20', '2027-10-20', '2028-01-20']);
    for (const row of rowsFor(calendarResult('ND', { taxYear: 2027 }), 'STATE_INCOME_TAX'))
      expect(row.agency).toBe('North Dakota Office of State Tax Commissioner');
  });
});
