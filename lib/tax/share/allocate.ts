/**
 * Splits a whole number of cents in proportion to non-negative weights so the parts add up to
 * the total exactly: each part is rounded down, and the cents left go to the largest remainders
 * (ties to the earlier part). All-zero weights split evenly.
 */
export function allocateCents(totalCents: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  const shares = sum > 0 ? weights.map((w) => w / sum) : weights.map(() => 1 / weights.length);
  const exact = shares.map((s) => totalCents * s);
  const parts = exact.map((x) => Math.floor(x + 1e-9));
  let left = totalCents - parts.reduce((a, b) => a + b, 0);
  const order = exact
    .map((x, i) => ({ i, remainder: x - Math.floor(x + 1e-9) }))
    .sort((a, b) => b.remainder - a.remainder || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    parts[i] = (parts[i] ?? 0) + 1;
    left -= 1;
  }
  // Float noise can round a part up past its exact value: take the cent back from the smallest.
  for (const { i } of order.reverse()) {
    if (left >= 0) break;
    parts[i] = (parts[i] ?? 0) - 1;
    left += 1;
  }
  return parts;
}
