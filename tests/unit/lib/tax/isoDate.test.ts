/** @jest-environment node */
import { firstDayOf, isIsoDate, todayIn, yearOf } from '@/lib/tax/isoDate';

describe('isIsoDate', () => {
  it.each([
    ['2026-01-01', true],
    ['2026-12-31', true],
    ['2028-02-29', true],
    ['2026-02-28', true],
    ['2026-02-29', false],
    ['2026-02-30', false],
    ['2026-04-31', false],
    ['2026-13-01', false],
    ['2026-00-10', false],
    ['2026-1-5', false],
    ['20260105', false],
    ['2026-01-05T00:00:00Z', false],
    [' 2026-01-05', false],
    ['', false],
  ])('%j is a real YYYY-MM-DD day: %s', (value, expected) => {
    expect(isIsoDate(value)).toBe(expected);
  });
});

describe('todayIn', () => {
  it('gives the New York calendar day, not the UTC one', () => {
    expect(todayIn(new Date('2027-01-01T03:00:00Z'))).toBe('2026-12-31');
    expect(todayIn(new Date('2027-01-01T05:00:00Z'))).toBe('2027-01-01');
    expect(todayIn(new Date('2026-07-01T03:59:00Z'))).toBe('2026-06-30');
    expect(todayIn(new Date('2026-07-01T04:00:00Z'))).toBe('2026-07-01');
  });

  it('takes another time zone when told', () => {
    expect(todayIn(new Date('2027-01-01T03:00:00Z'), 'UTC')).toBe('2027-01-01');
  });
});

describe('yearOf and firstDayOf', () => {
  it('reads the year and names January 1', () => {
    expect(yearOf('2026-09-30')).toBe(2026);
    expect(firstDayOf(2027)).toBe('2027-01-01');
  });
});
