import { type Figure } from '../../../types';
import { ESTIMATED_UI_SOURCES as E } from '../estimatedUiSources';
import { SOURCES } from '../sources';

/** The household registration test most states share with FUTA: $1,000 cash wages in a quarter. */
export const FOLLOWS_FUTA_TEST: Figure<number> = {
  value: 1_000,
  ...SOURCES.UI_THRESH,
  note: 'Follows the FUTA test; not confirmed state by state.',
};

/** Paid-leave programs capped at the 2026 Social Security wage base. */
export const PFML_WAGE_BASE: Figure<number> = { value: 184_500, ...SOURCES.EY_PFML };

/**
 * The new-employer rate of a state that gives new employers their industry's rate and publishes
 * none for private households: 1.0%, the federal floor, stands in and the result asks for the rate
 * on the family's notice (docs/tax-data.md#industry-based-new-employer-rates).
 */
export function industryPlaceholderRate(rule: {
  readonly source: string;
  readonly asOf: string;
}): Figure<number> {
  return {
    value: 0.01,
    source: `${rule.source} ; ${E.FUTA_NEW_EMPLOYER_FLOOR.source}`,
    asOf: rule.asOf,
    estimated: true,
    note: 'The state assigns new employers their industry’s rate and no private-household rate was found: 1.0%, the lowest rate federal law lets a state give a new employer, is a placeholder for the rate on your notice.',
  };
}
