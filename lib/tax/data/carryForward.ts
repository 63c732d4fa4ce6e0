import { figureOn } from '../dated';
import { type Figure } from '../types';

/*
 * Carrying a year's figures into the next before they are published (docs/tax.md#preliminary-answers):
 * every figure is marked with the year it comes from and why, never reused silently, so an answer
 * that uses one says it is preliminary. Known figures of the new year then replace them.
 */

function isFigure(node: object): node is Figure<unknown> {
  return 'value' in node && 'source' in node && 'asOf' in node;
}

/**
 * A figure carried into `year`: the value in force when `year` starts (a figure that changed
 * inside the earlier year keeps its last value, its dates do not repeat), marked `carriedFrom`,
 * estimated, with the reason in its note.
 */
export function carriedFigure<T>(
  figure: Figure<T>,
  from: number,
  year: number,
  reason: string,
): Figure<T> {
  const start = figureOn(figure, `${year}-01-01`);
  return {
    value: start.value,
    source: start.source,
    asOf: start.asOf,
    carriedFrom: from,
    estimated: true,
    note: reason,
  };
}

/** Every figure under `node` carried from `from` into `year` (the structure is kept as it is). */
export function carryForward<T>(node: T, from: number, year: number, reason: string): T {
  return carry(node, from, year, reason) as T;
}

function carry(node: unknown, from: number, year: number, reason: string): unknown {
  if (Array.isArray(node)) return node.map((child: unknown) => carry(child, from, year, reason));
  if (typeof node !== 'object' || node === null) return node;
  if (isFigure(node)) return carriedFigure(node, from, year, reason);
  return Object.fromEntries(
    Object.entries(node).map(([key, child]) => [key, carry(child, from, year, reason)]),
  );
}
