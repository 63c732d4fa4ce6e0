import { type NannyTaxWarning, type PayInput, type PayPer, type WageMinimum } from './contract';
import { type WarningParamsByCode } from './messages/warningParams';
import { WARNINGS_EN } from './messages/warnings.en';
import { toDollars } from './money';
import { type WageBasis } from './payBasis';
import { type SavingsEstimate } from './savings';
import { stateName, type StateCode } from './states';
import { type Figure } from './types';

export { perUnit } from './messages/warnings.en';

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
] as const satisfies readonly (keyof WarningParamsByCode)[];
export type WarningCode = (typeof WARNING_CODES)[number];

/**
 * A warning with one of the engine's codes and its parameters, its message rendered in English
 * (other languages render the same parameters: docs/tax.md#warning-messages); below a minimum
 * wage, which minimum.
 */
export function warning<C extends keyof WarningParamsByCode>(
  code: C,
  params: WarningParamsByCode[C],
  minimum?: WageMinimum,
): NannyTaxWarning {
  const render: (p: WarningParamsByCode[C]) => string = WARNINGS_EN[code];
  const message = render(params);
  return minimum ? { code, message, params, minimum } : { code, message, params };
}

/** Regular rate below the federal $7.25 or the state's minimum (with the state's coverage note). */
export function minimumWageWarnings(
  basis: WageBasis,
  federalMinimum: Figure<number>,
  stateMinimum: Figure<number>,
  code: StateCode,
): NannyTaxWarning[] {
  const rate = basis.regularRate;
  const { salaried } = basis;
  const warnings: NannyTaxWarning[] = [];
  if (rate < federalMinimum.value) {
    warnings.push(
      warning(
        'BELOW_FEDERAL_MINIMUM_WAGE',
        { salaried, rate, minimum: federalMinimum.value },
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
    warnings.push(
      warning(
        'BELOW_STATE_MINIMUM_WAGE',
        {
          salaried,
          rate,
          minimum: stateMinimum.value,
          state: code,
          note: stateMinimum.note ?? null,
        },
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
    return warning('FICA_THRESHOLD_NOT_REACHED', {
      annualWages: toDollars(basis.annualCents),
      taxYear,
      threshold: threshold.value,
    });
  }
  return warning('FICA_THRESHOLD_REACHED', { threshold: threshold.value, week });
}

/** When federal and state unemployment tax start, from the quarterly tests. */
export function unemploymentWarning(
  kind: 'FUTA' | 'SUI',
  owedFromWeek: number | null,
  triggerDollars: number,
  code: StateCode,
): NannyTaxWarning {
  const trigger = triggerDollars;
  if (owedFromWeek === null) {
    return kind === 'FUTA'
      ? warning('FUTA_NOT_OWED', { trigger })
      : warning('SUI_NOT_OWED', { state: code, trigger });
  }
  return kind === 'FUTA'
    ? warning('FUTA_OWED', { trigger, week: owedFromWeek })
    : warning('SUI_OWED', { state: code, trigger, week: owedFromWeek });
}

/** Lists the lines that rest on projections, prior-year values or unconfirmed figures. */
export function estimatedFiguresWarning(
  estimatedLabels: readonly string[],
): NannyTaxWarning | null {
  if (estimatedLabels.length === 0) return null;
  return warning('ESTIMATED_FIGURES', { lines: [...estimatedLabels] });
}

/** Income-tax withholding the pay could not cover (see ./withholdingCap). */
export function withholdingCappedWarning(cappedLabels: readonly string[]): NannyTaxWarning | null {
  if (cappedLabels.length === 0) return null;
  return warning('WITHHOLDING_CAPPED', { lines: [...cappedLabels] });
}

/** Net-to-gross: the gross rate that gives the take-home asked for. */
export function netToGrossWarning(
  per: PayPer,
  targetNet: number,
  gross: number,
  net: number,
): NannyTaxWarning {
  return warning('NET_TO_GROSS', { per, target: targetNet, gross, net });
}

/** How the savings were estimated, and when the FSA amount was capped or no child qualifies. */
export function savingsWarnings(
  estimate: SavingsEstimate,
  childrenUnder13: number,
  fsaLimit: number,
): NannyTaxWarning[] {
  if (childrenUnder13 < 1) return [warning('NO_QUALIFYING_CHILDREN', {})];
  const warnings: NannyTaxWarning[] = [];
  if (estimate.fsaCapped) warnings.push(warning('FSA_CAPPED', { limit: fsaLimit }));
  warnings.push(
    warning('SAVINGS_ASSUMPTIONS', {
      fsaUsed: toDollars(estimate.fsaUsedCents),
      marginalRate: estimate.marginalRate,
      ficaRate: estimate.ficaRate,
      creditRate: estimate.creditRate,
      creditExpenses: toDollars(estimate.creditExpensesCents),
    }),
  );
  return warnings;
}
