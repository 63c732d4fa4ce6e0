/** @jest-environment node */
import { parseNannyTaxRequest } from '@/lib/tax/request';

const VALID = {
  taxYear: 2026,
  state: 'TX',
  pay: { amount: 25, per: 'hour', type: 'gross' },
  hoursPerWeek: 40,
  payFrequency: 'weekly',
};

describe('parseNannyTaxRequest: days, family and attendant fields', () => {
  it.each([
    [{ daysPerWeek: 0 }, 'daysPerWeek', 'must be a whole number from 1 to 7'],
    [{ daysPerWeek: 2.5 }, 'daysPerWeek', 'must be a whole number from 1 to 7'],
    [
      { employeeRelationship: 'cousin' },
      'employeeRelationship',
      'must be one of: none, spouse, child_under_21, parent, under_18',
    ],
    [
      { employeeRelationship: null },
      'employeeRelationship',
      'must be one of: none, spouse, child_under_21, parent, under_18',
    ],
    [{ parentException: 'yes' }, 'parentException', 'must be true or false'],
    [{ personalAttendant: 1 }, 'personalAttendant', 'must be true or false'],
  ])('rejects %j naming %s', (extra, field, message) => {
    expect(parseNannyTaxRequest({ ...VALID, ...extra })).toEqual({
      ok: false,
      errors: [{ field, message }],
    });
  });

  it('accepts every relationship and a 7-day week', () => {
    for (const employeeRelationship of ['none', 'spouse', 'child_under_21', 'parent', 'under_18']) {
      const parsed = parseNannyTaxRequest({ ...VALID, employeeRelationship, daysPerWeek: 7 });
      expect(parsed.ok && parsed.input.employeeRelationship).toBe(employeeRelationship);
    }
  });
});
