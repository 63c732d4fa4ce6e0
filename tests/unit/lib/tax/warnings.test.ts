/** @jest-environment node */
import { calculateNannyTax } from '@/lib/tax/calculate';
import { baseInput, warningCodes } from './support';

function messageOf(code: string, input = baseInput()): string {
  const found = calculateNannyTax(input).warnings.find((w) => w.code === code);
  if (!found) throw new Error(`no ${code}`);
  return found.message;
}

describe('warnings', () => {
  it('says when wages stay under the FICA threshold and in which week they reach it', () => {
    const low = baseInput({ pay: { amount: 15, per: 'hour', type: 'gross' }, hoursPerWeek: 3 });
    expect(messageOf('FICA_THRESHOLD_NOT_REACHED', low)).toContain('$2,340.00');
    // $1,000 a week reaches $3,000 in week 3.
    expect(messageOf('FICA_THRESHOLD_REACHED')).toContain('week 3');
  });

  it('says FUTA and state unemployment are owed from quarter 1', () => {
    expect(messageOf('FUTA_OWED')).toContain('quarter 1');
    expect(messageOf('SUI_OWED')).toContain('Texas');
  });

  it('flags pay below the federal and the state minimum wage', () => {
    const codes = warningCodes(
      calculateNannyTax(baseInput({ state: 'WA', pay: { amount: 7, per: 'hour', type: 'gross' } })),
    );
    expect(codes).toEqual(
      expect.arrayContaining(['BELOW_FEDERAL_MINIMUM_WAGE', 'BELOW_STATE_MINIMUM_WAGE']),
    );
    expect(
      warningCodes(
        calculateNannyTax(baseInput({ pay: { amount: 7.25, per: 'hour', type: 'gross' } })),
      ),
    ).not.toContain('BELOW_FEDERAL_MINIMUM_WAGE');
  });

  it('adds the state’s coverage note to a minimum-wage warning', () => {
    const input = baseInput({ state: 'AR', pay: { amount: 10, per: 'hour', type: 'gross' } });
    expect(messageOf('BELOW_STATE_MINIMUM_WAGE', input)).toContain('4 or more employees');
  });

  it('tests a salary’s implied regular rate and says it must cover overtime', () => {
    // $700 a week for 60 hours: rate × (40 + 30) = 700 → $10.00, under Oregon's $15.05.
    const input = baseInput({
      state: 'OR',
      pay: { amount: 700, per: 'week', type: 'gross' },
      hoursPerWeek: 60,
    });
    expect(messageOf('SALARY_MUST_COVER_OVERTIME', input)).toContain(
      '$10.00 an hour for 40 hours plus 20 overtime hours at $15.00',
    );
    expect(messageOf('BELOW_STATE_MINIMUM_WAGE', input)).toContain('$10.00');
  });

  it('describes overtime applied, and its absence for a live-in', () => {
    expect(messageOf('OVERTIME_APPLIED', baseInput({ hoursPerWeek: 45 }))).toContain(
      '5 hours a week above 40 at 1.5 × $25.00 = $37.50',
    );
    expect(
      warningCodes(calculateNannyTax(baseInput({ hoursPerWeek: 45, liveIn: true }))),
    ).toContain('LIVE_IN_NO_OVERTIME');
  });

  it('lists the lines that rest on estimates', () => {
    expect(messageOf('ESTIMATED_FIGURES', baseInput({ state: 'CA' }))).toContain('FUTA');
  });

  it('explains employer-size exemptions and program notes', () => {
    expect(messageOf('EMPLOYER_SIZE_EXEMPTION', baseInput({ state: 'WA' }))).toContain(
      'fewer than 50',
    );
    expect(messageOf('STATE_PROGRAM_NOTE', baseInput({ state: 'HI' }))).toContain(
      'private insurer',
    );
  });

  it('explains the savings assumptions, the FSA cap and the need for a child under 13', () => {
    const family = {
      filingStatus: 'married' as const,
      agi: 150_000,
      childrenUnder13: 2,
      dependentCareFsa: 9_000,
    };
    const withFamily = calculateNannyTax(baseInput({ family }));
    expect(withFamily.savings).toEqual({
      dependentCareFsa: 2223.75,
      childCareCredit: 0,
      total: 2223.75,
    });
    expect(warningCodes(withFamily)).toEqual(
      expect.arrayContaining(['SAVINGS_ASSUMPTIONS', 'FSA_CAPPED']),
    );
    expect(messageOf('SAVINGS_ASSUMPTIONS', baseInput({ family }))).toContain(
      '22% bracket plus 7.65%',
    );
    const noKids = calculateNannyTax(baseInput({ family: { ...family, childrenUnder13: 0 } }));
    expect(noKids.savings).toEqual({ dependentCareFsa: 0, childCareCredit: 0, total: 0 });
    expect(warningCodes(noKids)).toContain('NO_QUALIFYING_CHILDREN');
  });
});
