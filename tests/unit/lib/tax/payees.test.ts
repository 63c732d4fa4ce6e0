/** @jest-environment node */
import { TAX_YEARS } from '@/lib/tax/data';
import { payeeOf, type PayeeContext } from '@/lib/tax/payees';
import { type StateCode } from '@/lib/tax/states';

function context(state: StateCode, locality: string | null = null): PayeeContext {
  return {
    taxYear: 2026,
    state,
    stateName: state,
    locality,
    uiCodes: new Set(['SUI', 'SUI_EMPLOYEE', 'CA_ETT', 'WA_EMPLOYMENT_ADMINISTRATION']),
    calendar: TAX_YEARS[2026].calendar,
  };
}

/** The same context with no known returns for the state (how a state on the defaults looks). */
function withoutReturns(state: StateCode): PayeeContext {
  const ctx = context(state);
  return { ...ctx, calendar: { ...ctx.calendar, stateReturns: {} } };
}

describe('payeeOf', () => {
  it('pays a UI surcharge with the return that carries SUI', () => {
    expect(payeeOf('CA_ETT', 'ETT', context('CA')).form).toBe('Form DE 3BHW');
    expect(payeeOf('WA_EMPLOYMENT_ADMINISTRATION', 'x', context('WA')).key).toBe(
      payeeOf('SUI', 'SUI', context('WA')).key,
    );
  });

  it('pays local tax with the state return only for the localities it lists', () => {
    expect(payeeOf('LOCAL_INCOME_TAX', 'NYC', context('NY', 'NY-NYC')).form).toBe('Form NYS-45');
    expect(payeeOf('LOCAL_INCOME_TAX', 'EIT', context('PA', 'PA-EIT')).kind).toBe('local');
    expect(payeeOf('LOCAL_INCOME_TAX', 'Phila', context('PA', 'PA-PHILADELPHIA')).agency).toContain(
      'Philadelphia',
    );
    const ohio = payeeOf('LOCAL_INCOME_TAX', 'City', context('OH', 'OH-MUNI'));
    expect(ohio.form).toBeNull();
    expect(ohio.dueDates.every((d) => d.estimated === true && d.note?.includes('not in'))).toBe(
      true,
    );
  });

  it('keeps the state UI report for a state with no known returns, and its usual dates', () => {
    const ui = payeeOf('SUI', 'SUI', withoutReturns('AL'));
    expect(ui.title).toBe('State unemployment report');
    expect(ui.dueDates).toBe(TAX_YEARS[2026].calendar.stateUiReports);
  });

  it('gives each unknown program its own row, by code', () => {
    const de = payeeOf('DE_PAID_LEAVE', 'Delaware Paid Leave', withoutReturns('DE'));
    expect(de).toMatchObject({ kind: 'program', key: 'default:program:DE_PAID_LEAVE' });
    expect(de.title).toContain('Delaware Paid Leave');
  });

  it('files New Jersey once a year', () => {
    const nj = payeeOf('NJ_FLI', 'FLI', context('NJ'));
    expect(nj.frequency).toBe('annual');
    expect(nj.dueDates.map((d) => d.value)).toEqual(['2027-02-01']);
  });
});
