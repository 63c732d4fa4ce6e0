import { type NannyTaxWarning, type PayInput, type PayPer, type WageMinimum } from './contract';
import { formatUsd, toDollars } from './money';
import { type WageBasis } from './payBasis';
import { type SavingsEstimate } from './savings';
import { stateName, type StateCode } from './states';
import { type Figure } from './types';

/** Every warning code the engine emits. */
export const WARNING_CODES = [
  'BELOW_FEDERAL_MINIMUM_WAGE',
  'BELOW_STATE_MINIMUM_WAGE',
  'BELOW_LOCAL_MINIMUM_WAGE',
  'LOCAL_WAGE_ORDINANCE_EXCLUDES_HOUSEHOLD',
  'OVERTIME_APPLIED',
  'SALARY_MUST_COVER_OVERTIME',
  'LIVE_IN_NO_OVERTIME',
  'FICA_THRESHOLD_NOT_REACHED',
  'FICA_THRESHOLD_REACHED',
  'FUTA_OWED',
  'FUTA_NOT_OWED',
  'SUI_OWED',
  'SUI_NOT_OWED',
  'SUI_RATE_BY_INDUSTRY',
  'EMPLOYER_SIZE_EXEMPTION',
  'STATE_PROGRAM_NOTE',
  'STATE_WITHHOLDING_ASSUMPTIONS',
  'STATE_INCOME_TAX_NOT_ESTIMATED',
  'LOCAL_INCOME_TAX_NOT_INCLUDED',
  'ESTIMATED_FIGURES',
  'NET_TO_GROSS',
  'SAVINGS_ASSUMPTIONS',
  'FSA_CAPPED',
  'NO_QUALIFYING_CHILDREN',
  'FAMILY_EMPLOYEE',
  'WITHHOLDING_CAPPED',
  'PRELIMINARY_FIGURES',
] as const;
export type WarningCode = (typeof WARNING_CODES)[number];

/** A warning with one of the engine's codes (and, below a minimum wage, which minimum). */
export function warning(
  code: WarningCode,
  message: string,
  minimum?: WageMinimum,
): NannyTaxWarning {
  return minimum ? { code, message, minimum } : { code, message };
}

const PER_WORD: Record<PayPer, string> = {
  hour: 'an hour',
  week: 'a week',
  month: 'a month',
  year: 'a year',
};

/** "$25.00 an hour". */
export function perUnit(dollars: number, per: PayPer): string {
  return `${formatUsd(dollars)} ${PER_WORD[per]}`;
}

/** Regular rate below the federal $7.25 or the state's minimum (with the state's coverage note). */
export function minimumWageWarnings(
  basis: WageBasis,
  federalMinimum: Figure<number>,
  stateMinimum: Figure<number>,
  code: StateCode,
): NannyTaxWarning[] {
  const rate = basis.regularRate;
  const what = basis.salaried ? 'The regular rate this pay implies' : 'The hourly rate';
  const warnings: NannyTaxWarning[] = [];
  if (rate < federalMinimum.value) {
    warnings.push(
      warning(
        'BELOW_FEDERAL_MINIMUM_WAGE',
        `${what}, ${formatUsd(rate)}, is below the federal minimum wage of ${formatUsd(federalMinimum.value)} an hour.`,
        {
          scope: 'federal',
          place: 'United States',
          hourly: federalMinimum.value,
          payAtMinimum: null,
        },
      ),
    );
  }
  if (stateMinimum.value > federalMinimum.value && rate < stateMinimum.value) {
    const note = stateMinimum.note ? ` ${stateMinimum.note}` : '';
    warnings.push(
      warning(
        'BELOW_STATE_MINIMUM_WAGE',
        `${what}, ${formatUsd(rate)}, is below ${stateName(code)}'s minimum wage of ${formatUsd(stateMinimum.value)} an hour.${note}`,
        { scope: 'state', place: stateName(code), hourly: stateMinimum.value, payAtMinimum: null },
      ),
    );
  }
  return warnings;
}

/**
 * A minimum-wage warning with the pay that meets its minimum, in the unit the pay is agreed in:
 * the pay scaled by minimum ÷ regular rate (regular rate × paid-hour equivalents is the pay, so a
 * salary keeps its overtime), rounded up to the cent. Only for gross pay: a take-home target is
 * not proportional to the gross through the taxes.
 */
export function withPayAtMinimum(
  item: NannyTaxWarning,
  pay: PayInput,
  regularRate: number,
): NannyTaxWarning {
  if (!item.minimum || pay.type !== 'gross' || regularRate <= 0) return item;
  // Float noise (1171.4999999) must not round a cent down below the minimum, nor up past it.
  const cents = Math.ceil((pay.amount * item.minimum.hourly * 100) / regularRate - 1e-6);
  return { ...item, minimum: { ...item.minimum, payAtMinimum: cents / 100 } };
}

/** FICA threshold not reached (nothing owed) or the week it is reached. */
export function ficaWarning(
  basis: WageBasis,
  threshold: Figure<number>,
  week: number | null,
  taxYear: number,
): NannyTaxWarning {
  if (week === null) {
    return warning(
      'FICA_THRESHOLD_NOT_REACHED',
      `Cash wages of ${formatUsd(toDollars(basis.annualCents))} for the year are under the ${taxYear} household threshold of ${formatUsd(threshold.value)}, so no Social Security or Medicare tax is owed.`,
    );
  }
  return warning(
    'FICA_THRESHOLD_REACHED',
    `Cash wages reach the ${formatUsd(threshold.value)} household threshold in week ${week}, so all of the year's cash wages owe Social Security and Medicare tax.`,
  );
}

/** When federal and state unemployment tax start, from the quarterly tests. */
export function unemploymentWarning(
  kind: 'FUTA' | 'SUI',
  owedFromWeek: number | null,
  triggerDollars: number,
  code: StateCode,
): NannyTaxWarning {
  const tax =
    kind === 'FUTA'
      ? 'Federal unemployment tax (FUTA)'
      : `${stateName(code)} unemployment insurance`;
  if (owedFromWeek === null) {
    return warning(
      kind === 'FUTA' ? 'FUTA_NOT_OWED' : 'SUI_NOT_OWED',
      `${tax} is not owed: household cash wages stay under ${formatUsd(triggerDollars)} in every calendar quarter.`,
    );
  }
  return warning(
    kind === 'FUTA' ? 'FUTA_OWED' : 'SUI_OWED',
    `${tax} is owed from quarter 1 of employment: household cash wages reach ${formatUsd(triggerDollars)} in a calendar quarter (in week ${owedFromWeek}).`,
  );
}

/** Lists the lines that rest on projections, prior-year values or unconfirmed figures. */
export function estimatedFiguresWarning(
  estimatedLabels: readonly string[],
): NannyTaxWarning | null {
  if (estimatedLabels.length === 0) return null;
  return warning(
    'ESTIMATED_FIGURES',
    `Some figures are estimates (a projection, last year's value, or a rate not confirmed by the state): ${estimatedLabels.join('; ')}.`,
  );
}

/** Income-tax withholding the pay could not cover (see ./withholdingCap). */
export function withholdingCappedWarning(cappedLabels: readonly string[]): NannyTaxWarning | null {
  if (cappedLabels.length === 0) return null;
  return warning(
    'WITHHOLDING_CAPPED',
    `The pay does not cover all the income tax asked to be withheld, so only what it covers is withheld (Social Security, Medicare and state program shares first): ${cappedLabels.join('; ')}. The rest is not withheld; the employee may owe it with their tax return or can lower the extra withholding on their certificate.`,
  );
}

/** Net-to-gross: the gross rate that gives the take-home asked for. */
export function netToGrossWarning(
  per: PayPer,
  targetNet: number,
  gross: number,
  net: number,
): NannyTaxWarning {
  return warning(
    'NET_TO_GROSS',
    `A take-home of ${perUnit(targetNet, per)} needs gross pay of ${perUnit(gross, per)} (take-home ${perUnit(net, per)}).`,
  );
}

/** How the savings were estimated, and when the FSA amount was capped or no child qualifies. */
export function savingsWarnings(
  estimate: SavingsEstimate,
  childrenUnder13: number,
  fsaLimit: number,
): NannyTaxWarning[] {
  if (childrenUnder13 < 1) {
    return [
      warning(
        'NO_QUALIFYING_CHILDREN',
        'No tax savings: the dependent-care FSA and the child and dependent care credit need a child under 13.',
      ),
    ];
  }
  const warnings: NannyTaxWarning[] = [];
  if (estimate.fsaCapped) {
    warnings.push(
      warning(
        'FSA_CAPPED',
        `The dependent-care FSA is limited to ${formatUsd(fsaLimit)} a year; that limit was used.`,
      ),
    );
  }
  const pct = (rate: number) => `${Math.round(rate * 10000) / 100}%`;
  warnings.push(
    warning(
      'SAVINGS_ASSUMPTIONS',
      `Savings assume the FSA (${formatUsd(toDollars(estimate.fsaUsedCents))}) saves federal income tax at your ${pct(estimate.marginalRate)} bracket plus ${pct(estimate.ficaRate)} Social Security and Medicare, and the credit is ${pct(estimate.creditRate)} of the ${formatUsd(toDollars(estimate.creditExpensesCents))} of care costs the FSA leaves within the credit limit. State income tax savings are not included.`,
    ),
  );
  return warnings;
}
