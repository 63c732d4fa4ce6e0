/** @jest-environment node */
import { STATE_CODES, US_STATES, isStateCode, stateName } from '@/lib/tax/states';

describe('US_STATES', () => {
  it('lists 50 states and DC once each, sorted by name', () => {
    expect(US_STATES).toHaveLength(51);
    expect(new Set(STATE_CODES).size).toBe(51);
    const names = US_STATES.map((s) => s.name);
    expect([...names].sort((a, b) => a.localeCompare(b))).toEqual(names);
  });

  it('names DC "Washington D.C."', () => {
    expect(stateName('DC')).toBe('Washington D.C.');
  });

  it('recognises only upper-case codes', () => {
    expect(isStateCode('TX')).toBe(true);
    expect(isStateCode('tx')).toBe(false);
    expect(isStateCode('PR')).toBe(false);
  });
});
