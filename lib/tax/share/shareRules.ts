import { HOURS_IN_WEEK, SHARE_SUM_TOLERANCE } from './defaults';

/** What the rules that tie a share's fields together read: an API request or the parsed form. */
export interface ShareRuleInput {
  sharedHoursPerWeek: number;
  sharedRate: number;
  families: readonly {
    shareOfSharedPay: number;
    soloHoursPerWeek?: number | undefined;
    soloRate?: number | undefined;
  }[];
}

/** A broken cross-field rule, named by the JSON path the API reports it at, with its figures. */
export type ShareRuleError =
  /** The shares of the shared pay do not add up to 1 (within SHARE_SUM_TOLERANCE). */
  | { path: 'families'; rule: 'sharesAddUp'; sum: number }
  /** Shared and solo hours come to nothing, or to more than a week holds. */
  | { path: 'sharedHoursPerWeek'; rule: 'weekFits'; hours: number }
  /** A family pays less than half a cent a week: nothing once rounded. */
  | { path: `families[${number}]`; rule: 'familyPays'; index: number };

/** Half a cent: a family whose week comes to less pays nothing once rounded. */
const HALF_CENT = 0.005;

/**
 * The share's cross-field rules, in one place for the API and the form
 * (docs/calculator.md#request-and-response): shares add up to 1, the week fits, every family
 * pays. Read them once every field is valid, so one wrong field is not reported again as a sum.
 */
export function shareRuleErrors(share: ShareRuleInput): ShareRuleError[] {
  const errors: ShareRuleError[] = [];
  const sum = share.families.reduce((total, f) => total + f.shareOfSharedPay, 0);
  if (Math.abs(sum - 1) > SHARE_SUM_TOLERANCE) {
    errors.push({ path: 'families', rule: 'sharesAddUp', sum });
  }
  const hours = share.families.reduce(
    (total, f) => total + (f.soloHoursPerWeek ?? 0),
    share.sharedHoursPerWeek,
  );
  if (hours <= 0 || hours > HOURS_IN_WEEK) {
    errors.push({ path: 'sharedHoursPerWeek', rule: 'weekFits', hours });
  }
  share.families.forEach((f, index) => {
    const weekly =
      f.shareOfSharedPay * share.sharedHoursPerWeek * share.sharedRate +
      (f.soloHoursPerWeek ?? 0) * (f.soloRate ?? share.sharedRate);
    if (weekly < HALF_CENT) errors.push({ path: `families[${index}]`, rule: 'familyPays', index });
  });
  return errors;
}
