import { type Figure } from '../../types';

/** A carried figure with its own reason in place of the general one; a 2027 figure as it is. */
export function withReason<T>(figure: Figure<T>, reason: string): Figure<T> {
  return figure.carriedFrom === undefined ? figure : { ...figure, note: reason };
}
