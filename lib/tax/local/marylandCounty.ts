import { divideCents } from '../money';
import { type MarylandCountyRate } from '../localities/types';
import { type WithholdingRow } from '../types';
import { annualBracketTaxCents, type StateCertificate } from '../state/withholding/methods';
import { type BracketMethod, type ByStatus } from '../state/withholding/types';
import { type LocalMethod } from './types';

/** The schedule the guide withholds a flat county rate at: the first that equals or exceeds it. */
export function scheduleRate(rate: number, schedules: readonly number[]): number {
  return schedules.find((s) => s >= rate - 1e-9) ?? rate;
}

/**
 * The guide's combined schedule for one local rate: every state row with the local rate added to
 * its rate and `local × over` to its base (how the guide's ten schedules are built).
 */
function combinedRows(rows: ByStatus<readonly WithholdingRow[]>, local: number) {
  const add = (column: readonly WithholdingRow[]) =>
    column.map((r) => ({ over: r.over, base: r.base + local * r.over, rate: r.rate + local }));
  return {
    single: add(rows.single),
    married: add(rows.married),
    head_of_household: add(rows.head_of_household),
  };
}

// Built once per (state method, local rate): the net-to-gross search runs the method thirty times.
const COMBINED = new WeakMap<BracketMethod, Map<number, BracketMethod>>();

function combinedMethod(state: BracketMethod, local: number): BracketMethod {
  let byRate = COMBINED.get(state);
  if (!byRate) COMBINED.set(state, (byRate = new Map<number, BracketMethod>()));
  let method = byRate.get(local);
  if (!method) byRate.set(local, (method = { ...state, rows: combinedRows(state.rows, local) }));
  return method;
}

const GRADUATED = new WeakMap<MarylandCountyRate, BracketMethod>();

function graduatedMethod(state: BracketMethod, county: MarylandCountyRate & { kind: 'brackets' }) {
  let method = GRADUATED.get(county);
  if (!method) {
    const rows = { single: county.single, married: county.joint, head_of_household: county.joint };
    GRADUATED.set(county, (method = { ...state, rows }));
  }
  return method;
}

/**
 * A Maryland county's part of Maryland withholding. The guide's schedules fold the county rate
 * into the state's; the county line is the combined schedule's amount less the state-only amount,
 * per pay period, so state plus local is exactly what the guide's table gives. Anne Arundel and
 * Frederick tax by brackets, which the guide prints no schedule for: their brackets are applied
 * to the same taxable wages. See docs/tax-local.md#maryland-counties.
 */
export function marylandCountyMethod(
  county: MarylandCountyRate,
  schedules: readonly number[],
  state: BracketMethod,
  cert: StateCertificate,
  periods: number,
): LocalMethod {
  const perPeriod = (method: BracketMethod, annualCents: number) =>
    divideCents(
      annualBracketTaxCents(method, cert, {
        annualCents,
        federalWithheldCents: 0,
        ficaCents: 0,
        periods,
      }),
      periods,
    );
  if (county.kind === 'brackets') {
    const method = graduatedMethod(state, county);
    return ({ incomeTaxWagesCents }) => ({
      annualCents: perPeriod(method, incomeTaxWagesCents) * periods,
      rate: null,
    });
  }
  const rate = scheduleRate(county.rate, schedules);
  const combined = combinedMethod(state, rate);
  return ({ incomeTaxWagesCents }) => {
    const local = perPeriod(combined, incomeTaxWagesCents) - perPeriod(state, incomeTaxWagesCents);
    return { annualCents: local * periods, rate: null };
  };
}
