import { changeDescription, figureOn } from './dated';
import { formatUsd } from './money';
import { type StateWithholdingMethod } from './state/withholding/types';
import { type StateTaxData } from './taxYearData';
import { type Figure } from './types';

/** "3.735%": a rate as a percentage, to three decimals at most. */
export function percentText(rate: number): string {
  return `${Math.round(rate * 100_000) / 1000}%`;
}

/** A minimum wage on a date, its note saying how it runs through the year where it changes. */
export function minimumWageOn(figure: Figure<number>, date: string): Figure<number> {
  const through = changeDescription(figure, formatUsd);
  if (!through) return figure;
  const note = [figure.note, `In ${date.slice(0, 4)}: ${through}.`].filter(Boolean).join(' ');
  return { ...figureOn(figure, date), note };
}

/** A state's figures as they stand on a pay date (docs/tax.md#effective-dates). */
export function stateOn(state: StateTaxData, date: string): StateTaxData {
  if (!state.minimumWage.changes) return state;
  return { ...state, minimumWage: minimumWageOn(state.minimumWage, date) };
}

/** A withholding method's top rate, for a line that says how the method changed ("4.99%"). */
export function methodRateText(method: StateWithholdingMethod): string {
  if (method.kind !== 'brackets') return method.kind;
  const rows = method.rows.single;
  return percentText(rows[rows.length - 1]?.rate ?? 0);
}
