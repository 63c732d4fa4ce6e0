/** @jest-environment node */
import { type StateCode } from '@/lib/tax/states';
import { calendarResult, expectNamedReturn, expectNoDefaultPayee, rowsFor } from './support';

/** The states whose withholding returns, programs and unemployment reports are named here. */
const EAST_STATES: readonly StateCode[] = [
  'CA',
  'NY',
  'NJ',
  'MA',
  'WA',
  'MD',
  'IN',
  'PA',
  'CT',
  'DC',
  'ME',
  'RI',
  'NC',
  'VA',
  'NH',
  'WV',
  'AL',
  'DE',
  'MS',
  'VT',
];

describe('the eastern and southern states’ returns in the calendar', () => {
  it.each([
    ['NC', 'STATE_INCOME_TAX', 'North Carolina Department of Revenue', 'Form NC-5'],
    ['VA', 'STATE_INCOME_TAX', 'Virginia Department of Taxation', 'Form VA-5'],
    ['WV', 'STATE_INCOME_TAX', 'West Virginia State Tax Department', 'WV/IT-101A'],
    ['DC', 'STATE_INCOME_TAX', 'Office of Tax and Revenue', 'Form FR-900Q'],
    ['DC', 'DC_PAID_LEAVE', 'Department of Employment Services', 'Paid Family Leave'],
    ['DC', 'DC_ADMIN_ASSESSMENT', 'Department of Employment Services', 'Form UC-30'],
    ['RI', 'STATE_INCOME_TAX', 'Rhode Island Division of Taxation', 'Form RI-941'],
    ['PA', 'STATE_INCOME_TAX', 'Pennsylvania Department of Revenue', 'Form PA-W3'],
    ['ME', 'ME_PFML', 'Maine Department of Labor', 'PFML'],
    ['AL', 'SUI', 'Alabama Department of Labor', 'Form UC-CR4'],
    ['AL', 'STATE_INCOME_TAX', 'Alabama Department of Revenue', 'Form A-1'],
    ['DE', 'SUI', 'Delaware Division of Unemployment Insurance', 'Form UC-8'],
    ['DE', 'STATE_INCOME_TAX', 'Delaware Division of Revenue', 'Form W-1Q'],
    ['MS', 'SUI', 'Mississippi Department of Employment Security', 'UI-2'],
    ['MS', 'STATE_INCOME_TAX', 'Mississippi Department of Revenue', 'Form 89-105'],
    ['VT', 'SUI', 'Vermont Department of Labor', 'Form C-101'],
    ['VT', 'STATE_INCOME_TAX', 'Vermont Department of Taxes', 'Form WHT-436'],
    ['VT', 'VT_CHILD_CARE', 'Vermont Department of Taxes', 'Form WHT-436'],
  ] as const)('%s pays %s to the named agency with its form', (state, code, agency, form) =>
    expectNamedReturn(calendarResult(state), code, agency, form),
  );

  it('names Delaware Paid Leave where the household is large enough to owe it', () => {
    const rows = rowsFor(calendarResult('DE', { householdEmployees: 10 }), 'DE_PAID_LEAVE');
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.agency).toContain('Division of Paid Leave');
      expect(row.form).toContain('Delaware LaborFirst');
    }
  });

  it.each(EAST_STATES.map((s) => [s]))(
    '%s: no line owed or withheld falls back to the default payee',
    (state) => {
      for (const employees of [1, 30]) {
        const result = calendarResult(state, { householdEmployees: employees });
        const dueCodes = result.lineItems.filter((l) => l.annual > 0).map((l) => l.code);
        expectNoDefaultPayee(result, dueCodes);
      }
    },
  );

  it('uses each agency’s own day of the month, moved off weekends', () => {
    const dates = (state: StateCode, code: string, year: 2026 | 2027 = 2026) =>
      rowsFor(calendarResult(state, { taxYear: year }), code).map((d) => d.date);
    expect(dates('DC', 'STATE_INCOME_TAX')).toEqual([
      '2026-04-20',
      '2026-07-20',
      '2026-10-20',
      '2027-01-20',
    ]);
    expect(dates('MS', 'STATE_INCOME_TAX')).toEqual([
      '2026-04-15',
      '2026-07-15',
      '2026-10-15',
      '2027-01-15',
    ]);
    expect(dates('VT', 'VT_CHILD_CARE')).toEqual([
      '2026-04-27',
      '2026-07-27',
      '2026-10-26',
      '2027-01-25',
    ]);
    expect(dates('WV', 'STATE_INCOME_TAX')).toEqual(['2027-02-01']);
    expect(dates('DC', 'STATE_INCOME_TAX', 2027)).toEqual([
      '2027-04-20',
      '2027-07-20',
      '2027-10-20',
      '2028-01-20',
    ]);
    expect(dates('MS', 'STATE_INCOME_TAX', 2027)).toEqual([
      '2027-04-15',
      '2027-07-15',
      '2027-10-15',
      '2028-01-18',
    ]);
  });
});
