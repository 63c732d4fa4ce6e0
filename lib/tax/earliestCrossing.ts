/**
 * Where some state withholding is rounded to whole dollars, take-home as a function of gross is a
 * sawtooth: it rises a cent at a time, then drops by up to a dollar a paycheck where the rounded
 * withholding steps up. Just below such a drop, the previous tooth's top may already reach a
 * target that the solver found on the next tooth, about a dollar of gross higher (Kansas: $1.48 a
 * week). The family should be told the lower gross (docs/tax-data.md#net-to-gross-precision).
 *
 * Within `window` cents below the crossing `c` there is at most one drop (a tooth is far wider
 * than the drop divided by the rising slope). Above the line from the window's low end with the
 * trend's slope lies the previous tooth; below it, by about the drop, the current one: bisection
 * finds the first point `s` of the current tooth; if the previous tooth's top (`s - 1`) reaches
 * the target, its first crossing is found by bisection on that rising piece.
 */
export function earliestCrossing(
  target: number,
  netFor: (grossCents: number) => number,
  found: { gross: number; net: number },
  dropCents: number,
): number {
  const { gross: crossing, net: netCrossing } = found;
  // Take-home per cent of gross; the average is close enough to a tooth's slope over the window.
  const slope = Math.max(netCrossing / crossing, 0.05);
  const window = Math.min(crossing, Math.ceil((2 * dropCents) / slope));
  if (window < 2) return crossing;
  const left = crossing - window;
  const netLeft = netFor(left);
  if (netLeft >= target) return crossing;
  // The line from the left end; the current tooth sits about a drop below it.
  const onPreviousTooth = (g: number) => netFor(g) > netLeft + slope * (g - left) - dropCents / 2;
  let lo = left; // on the previous tooth (or the window's start)
  let hi = crossing; // on the current tooth
  if (netCrossing > netLeft + slope * window - dropCents / 2) return crossing;
  while (hi - lo > 1) {
    const mid = lo + Math.floor((hi - lo) / 2);
    if (onPreviousTooth(mid)) lo = mid;
    else hi = mid;
  }
  // `lo` is the previous tooth's last cent, its highest take-home.
  if (lo === left || netFor(lo) < target) return crossing;
  let below = left;
  let reached = lo;
  while (reached - below > 1) {
    const mid = below + Math.floor((reached - below) / 2);
    if (netFor(mid) >= target) reached = mid;
    else below = mid;
  }
  return reached;
}
