import { NetToGrossError } from './errors';

/** Doubling the upper bound this many times covers any amount a double can count in cents. */
const MAX_DOUBLINGS = 60;

/**
 * The gross amount (integer cents of the pay unit) at which take-home reaches the target.
 *
 * Take-home as a function of gross is piecewise linear and rising (no employee marginal rate
 * comes near 100%), except for small drops where a threshold switches a tax on for all wages
 * (the $3,000 FICA threshold, quarterly UI/program tests) and ±1 cent rounding jitter. Bisection on
 * integer cents keeps the invariant netFor(lo) < target ≤ netFor(hi) (lo = 0 counts as below), so
 * it always ends at a gross whose take-home is at or just above the target, and the same input
 * always gives the same answer. Where a threshold makes two grosses reach the target, which one
 * it returns is deterministic but not guaranteed to be the lower.
 */
export function solveGrossCents(
  targetNetCents: number,
  netFor: (grossCents: number) => number,
): number {
  if (!Number.isSafeInteger(targetNetCents) || targetNetCents < 1) {
    throw new NetToGrossError(`Take-home target must be at least 1 cent, got ${targetNetCents}.`);
  }
  let lo = 0;
  // Take-home never exceeds gross, so the answer is at least the target itself.
  let hi = targetNetCents;
  for (let doublings = 0; netFor(hi) < targetNetCents; doublings += 1) {
    if (doublings >= MAX_DOUBLINGS)
      throw new NetToGrossError('No gross pay reaches this take-home.');
    lo = hi;
    hi *= 2;
  }
  while (hi - lo > 1) {
    const mid = lo + Math.floor((hi - lo) / 2);
    if (netFor(mid) >= targetNetCents) hi = mid;
    else lo = mid;
  }
  return hi;
}
