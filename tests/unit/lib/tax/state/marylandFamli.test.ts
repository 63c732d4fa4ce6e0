/** @jest-environment node */
import { calculateNannyTax } from '@/lib/tax/calculate';
import { baseInput } from '../support';

const md = (taxYear: 2026 | 2027, householdEmployees = 1) =>
  calculateNannyTax(baseInput({ taxYear, state: 'MD', householdEmployees }));

describe('Maryland FAMLI', () => {
  it('in 2026, says contributions start on January 1, 2027, and adds no line', () => {
    const result = md(2026);
    expect(result.lineItems.map((l) => l.code)).not.toContain('MD_FAMLI');
    const note = result.warnings.find((w) => w.message.includes('FAMLI'));
    expect(note?.code).toBe('STATE_PROGRAM_NOTE');
    expect(note?.message).toContain('January 1, 2027');
  });

  it('in 2027, withholds the employee half and owes no employer share under 15 employees', () => {
    const result = md(2027);
    const famli = result.lineItems.filter((l) => l.code === 'MD_FAMLI');
    // $52,000 × 0.45% = $234.
    expect(famli.map((l) => [l.payer, l.rate, l.annual])).toEqual([['employee', 0.0045, 234]]);
    expect(famli[0]?.estimated).toBe(true);
    expect(result.warnings.map((w) => w.message).join(' ')).toContain('fewer than 15 employees');
    expect(result.warnings.map((w) => w.message).join(' ')).not.toContain('contributions start');
  });

  it('in 2027, adds the employer half from 15 employees', () => {
    const famli = md(2027, 15).lineItems.filter((l) => l.code === 'MD_FAMLI');
    expect(famli.map((l) => [l.payer, l.annual])).toEqual([
      ['employee', 234],
      ['employer', 234],
    ]);
  });

  it('makes the answer preliminary and names the FAMLI line among those touched', () => {
    const result = md(2027);
    expect(result.preliminary).toBe(true);
    const message = result.warnings.find((w) => w.code === 'PRELIMINARY_FIGURES')?.message;
    expect(message).toContain('Maryland FAMLI');
    expect(message).toContain('from 2026 and 2023');
  });
});
