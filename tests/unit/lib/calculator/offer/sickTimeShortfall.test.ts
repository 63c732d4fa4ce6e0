/** @jest-environment node */
import { sickLeaveFor } from '@/lib/calculator/offer/paidSickLeave';
import { sickTimeShortfall } from '@/lib/calculator/offer/sickTimeShortfall';

describe('sickTimeShortfall', () => {
  it.each([
    ['CA', 24, 40],
    ['CA', 0, 40],
    ['CA', 39, 40],
    ['CO', 40, 48],
    ['NM', 63, 64],
  ] as const)('gives %s’s minimum when %i hours are entered: %i', (state, hours, minimum) => {
    expect(sickTimeShortfall(sickLeaveFor(state), hours)).toBe(minimum);
  });

  it.each([
    ['CA', 40],
    ['CA', 80],
    ['CA', null],
    ['TX', 0],
    ['CT', 0],
    ['WA', 0],
  ] as const)('gives no warning for %s at %p hours', (state, hours) => {
    expect(sickTimeShortfall(sickLeaveFor(state), hours)).toBeNull();
  });
});
