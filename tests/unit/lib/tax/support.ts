import { calculateNannyTax } from '@/lib/tax/calculate';
import { type NannyTaxInput, type NannyTaxLineItem, type NannyTaxResult } from '@/lib/tax/contract';
import { type StateCode } from '@/lib/tax/states';

/** A Texas live-out nanny at $25 an hour, 40 hours, paid weekly: the base every case varies. */
export function baseInput(overrides: Partial<NannyTaxInput> = {}): NannyTaxInput {
  return {
    taxYear: 2026,
    state: 'TX',
    pay: { amount: 25, per: 'hour', type: 'gross' },
    hoursPerWeek: 40,
    payFrequency: 'weekly',
    ...overrides,
  };
}

/** The line with this code and payer (the first, when a code appears twice for one payer). */
export function line(
  result: NannyTaxResult,
  code: string,
  payer?: 'employee' | 'employer',
): NannyTaxLineItem {
  const found = result.lineItems.find(
    (l) => l.code === code && (payer === undefined || l.payer === payer),
  );
  if (!found)
    throw new Error(
      `No ${code} ${payer ?? ''} line in ${result.lineItems.map((l) => l.code).join(', ')}`,
    );
  return found;
}

/** Annual dollars by "CODE/payer"; a second line with the same code and payer gets "#2". */
export function annualByLine(result: NannyTaxResult): Record<string, number> {
  const out: Record<string, number> = {};
  for (const item of result.lineItems) {
    const key = `${item.code}/${item.payer}`;
    out[key in out ? `${key}#2` : key] = item.annual;
  }
  return out;
}

export function warningCodes(result: NannyTaxResult): string[] {
  return result.warnings.map((w) => w.code);
}

/**
 * A year at $24.37 an hour with state and federal withholding on, as the payment-calendar tests
 * ask it: 2026 and one household employee unless said.
 */
export function calendarResult(
  state: StateCode,
  {
    taxYear = 2026,
    householdEmployees = 1,
  }: { taxYear?: 2026 | 2027; householdEmployees?: number } = {},
): NannyTaxResult {
  return calculateNannyTax(
    baseInput({
      taxYear,
      state,
      pay: { amount: 24.37, per: 'hour', type: 'gross' },
      stateWithholding: true,
      federalWithholding: { filingStatus: 'single' },
      householdEmployees,
    }),
  );
}

/** The calendar rows that carry a line code. */
export function rowsFor(result: NannyTaxResult, code: string) {
  return result.yearView.dueDates.filter((d) => d.lineCodes.includes(code));
}

/** The agencies `defaultPayee` names when a line has no known return (lib/tax/payees.ts). */
const DEFAULT_PAYEE_AGENCY =
  /unemployment insurance agency$|revenue department$|program administrator$|city or county tax collector$/;

/** The line's calendar rows exist, each paid to the named agency with its form. */
export function expectNamedReturn(
  result: NannyTaxResult,
  code: string,
  agency: string,
  form: string,
): void {
  const rows = rowsFor(result, code);
  expect(rows.length).toBeGreaterThan(0);
  for (const row of rows) {
    expect(row.agency).toContain(agency);
    expect(row.form).toContain(form);
  }
}

/** None of these lines' calendar rows falls back to the default payee: each names its form. */
export function expectNoDefaultPayee(result: NannyTaxResult, codes: readonly string[]): void {
  expect(codes.length).toBeGreaterThan(0);
  for (const code of codes)
    for (const row of rowsFor(result, code)) {
      expect([code, row.form]).not.toEqual([code, null]);
      expect(row.agency).not.toMatch(DEFAULT_PAYEE_AGENCY);
    }
}
