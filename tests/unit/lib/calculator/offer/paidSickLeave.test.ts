/** @jest-environment node */
import { PAID_SICK_LEAVE_2026, sickLeaveFor } from '@/lib/calculator/offer/paidSickLeave';
import { type StateCode } from '@/lib/tax/states';

describe('PAID_SICK_LEAVE_2026', () => {
  it.each<[StateCode, number | null, boolean]>([
    ['CA', 40, true],
    ['NY', 40, false],
    ['WA', null, true],
    ['OR', 40, false],
    ['NJ', 40, true],
    ['MA', 40, false],
    ['CO', 48, true],
    ['IL', 40, true],
    ['MD', 40, false],
    ['MN', 48, true],
    ['NM', 64, true],
    ['AZ', 24, true],
  ])('gives %s %p hours a year, paid: %p', (state, hours, paid) => {
    const text = sickLeaveFor(state);
    expect(text.kind).toBe('mandate');
    if (text.kind !== 'mandate') return;
    expect(text.mandate.hoursPerYear).toBe(hours);
    expect(text.mandate.paid).toBe(paid);
    expect(text.mandate.law).not.toBe('');
  });

  it('says Connecticut’s law reaches a one-nanny household only in 2027', () => {
    const text = sickLeaveFor('CT');
    expect(text.kind).toBe('notYet');
    if (text.kind === 'notYet') expect(text.note).toContain('January 1, 2027');
  });

  it.each<StateCode>(['TX', 'FL', 'GA'])('finds no state mandate in %s', (state) => {
    expect(sickLeaveFor(state)).toEqual({ kind: 'none' });
  });

  it.each(Object.entries(PAID_SICK_LEAVE_2026))(
    'cites an https source and an ISO date for %s',
    (_state, figure) => {
      expect(figure?.source).toMatch(/^https:\/\//);
      expect(figure?.asOf).toMatch(/^\d{4}(-\d{2}(-\d{2})?)?$/);
    },
  );
});
