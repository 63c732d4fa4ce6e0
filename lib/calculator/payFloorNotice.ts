import { type NannyTaxWarning, type WageMinimum } from '@/lib/tax/contract';
import { formatUsd } from '@/lib/tax/money';

/** What the Pay field says when the pay is below a minimum wage, and the pay that meets it. */
export interface PayFloorNotice {
  /** "Below Seattle's $21.30 minimum." */
  text: string;
  /** Whose minimum, for the page's own words: a place ("Seattle"), or null for the federal one. */
  place: string | null;
  /** The minimum's hourly rate as written: "$21.30". */
  minimumLabel: string;
  /** A salary: the minimum is met once overtime is counted. */
  salaried: boolean;
  /** The pay, in the form's own unit, that meets the minimum: null for a take-home target. */
  suggestedAmount: number | null;
  /** The amount as the button says it ("$21.30"), written here so the page's code needs no formatter. */
  suggestedLabel: string | null;
}

function whose(minimum: WageMinimum): string {
  return minimum.scope === 'federal' ? 'the federal' : `${minimum.place}’s`;
}

/**
 * The notice for the Pay field (worked out by the engine side, with the calculation, so the page's
 * first load carries neither this nor the formatter), from the answer's minimum-wage warnings: the highest minimum the
 * pay is below, named with its place and rate, and the engine's pay that meets it (in the unit
 * the family pays in; a salary includes the overtime it must cover).
 */
export function payFloorNotice(
  warnings: readonly NannyTaxWarning[],
  /** A salary: its minimum is tested with the overtime it must cover. */
  salaried: boolean,
): PayFloorNotice | null {
  const minimums = warnings.flatMap((w) => (w.minimum ? [w.minimum] : []));
  const highest = minimums.reduce<WageMinimum | null>(
    (top, m) => (top === null || m.hourly > top.hourly ? m : top),
    null,
  );
  if (!highest) return null;
  const covering = salaried ? ', once overtime is counted' : '';
  return {
    text: `Below ${whose(highest)} ${formatUsd(highest.hourly)} minimum${covering}.`,
    place: highest.scope === 'federal' ? null : highest.place,
    minimumLabel: formatUsd(highest.hourly),
    salaried,
    suggestedAmount: highest.payAtMinimum,
    suggestedLabel: highest.payAtMinimum === null ? null : formatUsd(highest.payAtMinimum),
  };
}
