/** @jest-environment node */
import fc from 'fast-check';
import { allocateCents } from '@/lib/tax/share/allocate';

describe('allocateCents', () => {
  it.each([
    [100, [1, 1], [50, 50]],
    [100, [1, 1, 1], [34, 33, 33]],
    [7222, [700, 600], [3889, 3333]],
    [7222, [25, 20], [4012, 3210]],
    [5, [0, 0], [3, 2]],
    [0, [1, 2], [0, 0]],
    [1001, [0.6, 0.4], [601, 400]],
  ])('splits %p cents by %p into %p', (total, weights, parts) => {
    expect(allocateCents(total, weights)).toEqual(parts);
  });

  it('adds up to the total exactly, each part within a cent of its exact share', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.array(fc.double({ min: 0, max: 1000, noNaN: true }), { minLength: 2, maxLength: 3 }),
        (total, weights) => {
          const parts = allocateCents(total, weights);
          expect(parts.reduce((a, b) => a + b, 0)).toBe(total);
          const sum = weights.reduce((a, b) => a + b, 0);
          parts.forEach((part, i) => {
            const exact = sum > 0 ? (total * (weights[i] ?? 0)) / sum : total / weights.length;
            expect(Math.abs(part - exact)).toBeLessThan(1 + 1e-6);
          });
        },
      ),
    );
  });
});
