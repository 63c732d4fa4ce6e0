import { type CalculationContext } from './compute';
import { type FamilyInput, type NannyTaxResult, type NannyTaxWarning } from './contract';
import { toDollars } from './money';
import { estimateSavings } from './savings';
import { savingsWarnings } from './warnings';

/**
 * What the family's own tax breaks save them (dependent care FSA, child care credit) on what the
 * nanny costs them (gross pay plus employer taxes), with the warnings that go with the estimate.
 */
export function familySavings(
  ctx: CalculationContext,
  family: Required<FamilyInput>,
  costCents: number,
): { savings: NonNullable<NannyTaxResult['savings']>; warnings: NannyTaxWarning[] } {
  const estimate = estimateSavings(ctx.federal, family, costCents);
  return {
    savings: {
      dependentCareFsa: toDollars(estimate.fsaCents),
      childCareCredit: toDollars(estimate.creditCents),
      total: toDollars(estimate.totalCents),
    },
    warnings: savingsWarnings(
      estimate,
      family.childrenUnder13,
      ctx.federal.dependentCareFsaLimit.value,
    ),
  };
}
