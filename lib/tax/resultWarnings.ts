import { type CalculationContext, type Computation } from './compute';
import { type NannyTaxLineItem, type NannyTaxWarning } from './contract';
import { familyWarning } from './family';
import { minimumWageWarningsAt } from './localMinimumWage';
import { ficaApplies } from './federal/fica';
import { toCents, toDollars } from './money';
import { overtimeWarnings } from './overtime/warnings';
import { industryRateWarning } from './state/unemployment';
import { annualThresholdWeek, quarterlyTestWeek } from './thresholds';
import {
  estimatedFiguresWarning,
  ficaWarning,
  withPayAtMinimum,
  netToGrossWarning,
  unemploymentWarning,
  warning,
  withholdingCappedWarning,
} from './warnings';

/** Threshold warnings for the taxes the employee's wages are subject to (not a family exemption). */
function thresholdWarnings(ctx: CalculationContext, computation: Computation): NannyTaxWarning[] {
  const { federal, state, input, family } = ctx;
  const { basis } = computation;
  const ficaThreshold = federal.householdFicaThreshold;
  const ficaWeek = ficaApplies(federal, basis)
    ? annualThresholdWeek(basis, toCents(ficaThreshold.value))
    : null;
  // FUTA and state UI warn alike: the week the quarterly wage test is met, against its amount.
  const unemployment = (tax: 'FUTA' | 'SUI', quarterlyTest: number) =>
    unemploymentWarning(
      tax,
      quarterlyTestWeek(basis, toCents(quarterlyTest), input.householdEmployees),
      quarterlyTest,
      input.state,
    );
  const warnings: NannyTaxWarning[] = [];
  if (!family.fica) warnings.push(ficaWarning(basis, ficaThreshold, ficaWeek, input.taxYear));
  if (!family.futa) warnings.push(unemployment('FUTA', federal.futa.quarterlyTest.value));
  if (!family.stateUi) {
    warnings.push(unemployment('SUI', state.unemployment.quarterlyTrigger.value));
  }
  const industry = computation.suiOwed
    ? industryRateWarning(input.state, state, input.suiRate)
    : null;
  if (industry) warnings.push(industry);
  return warnings;
}

export interface ResultWarningsInput {
  ctx: CalculationContext;
  computation: Computation;
  lineItems: readonly NannyTaxLineItem[];
  /** For take-home pay: the gross amount solved for and the take-home it reaches, per unit. */
  solved: { grossCents: number; netCents: number } | null;
}

/**
 * Everything the result warns about, in the order the page shows it: the take-home solve,
 * minimum wage, overtime, the tax thresholds, the state programs' notices, a family employee's
 * exemptions, state and local income tax, capped withholding and estimated figures. (Family savings add
 * their own, with the savings.)
 */
export function resultWarnings({
  ctx,
  computation,
  lineItems,
  solved,
}: ResultWarningsInput): NannyTaxWarning[] {
  const { input } = ctx;
  const { basis } = computation;
  const warnings: NannyTaxWarning[] = [];
  if (solved) {
    warnings.push(
      netToGrossWarning(
        input.pay.per,
        input.pay.amount,
        toDollars(solved.grossCents),
        toDollars(solved.netCents),
      ),
    );
  }
  const belowMinimum = minimumWageWarningsAt(
    basis,
    { ...input, payDate: ctx.payDate },
    { federal: ctx.federal.minimumWage, state: ctx.state.minimumWage },
  );
  warnings.push(
    ...belowMinimum.map((w) => withPayAtMinimum(w, input.pay, basis.regularRate)),
    ...overtimeWarnings(basis, ctx.overtime, input.liveIn),
    ...thresholdWarnings(ctx, computation),
    ...computation.programs.notices,
    ...(ctx.state.notices ?? []).map((n) => warning('STATE_PROGRAM_NOTE', { note: n.value })),
  );
  const family = familyWarning(
    input.employeeRelationship,
    input.parentException,
    ctx.family,
    input.state,
    ctx.state,
  );
  if (family) warnings.push(family);
  warnings.push(...computation.stateIncomeTax.warnings, ...computation.localIncomeTax.warnings);
  const capped = withholdingCappedWarning(computation.cappedWithholding);
  if (capped) warnings.push(capped);
  const estimated = estimatedFiguresWarning(
    lineItems.filter((line) => line.estimated).map((line) => line.label),
  );
  if (estimated) warnings.push(estimated);
  return warnings;
}
