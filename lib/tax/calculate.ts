import {
  annualNetCents,
  compute,
  createContext,
  type CalculationContext,
  type Computation,
} from './compute';
import { type NannyTaxInput, type NannyTaxResult, type NannyTaxTotals } from './contract';
import { TAX_YEARS } from './data';
import { completeInput } from './defaults';
import { perPeriodCents, toLineItem } from './lineItem';
import { divideCents, sumCents, toCents, toDollars } from './money';
import { earliestCrossing } from './earliestCrossing';
import { solveGrossCents } from './netToGross';

import { unitsPerYear } from './payBasis';
import { familySavings } from './familySavings';
import { hourlyRates } from './hourlyRates';
import { thresholdsAt } from './overtime/rule';
import { preliminaryFigures } from './preliminary';
import { resultWarnings } from './resultWarnings';
import { stateName } from './states';
import { yearView } from './yearView';

/** The most a paycheck's take-home drops where whole-dollar withholding rounding steps up. */
const DOLLAR_ROUNDING_DROP_CENTS = 100;

/** Take-home per pay unit (per hour, week, month or year), in cents. */
function netPerUnitCents(ctx: CalculationContext, computation: Computation): number {
  return divideCents(
    annualNetCents(computation),
    unitsPerYear(ctx.input.pay.per, computation.basis),
  );
}

/**
 * Net-to-gross: the gross amount per unit whose take-home per unit reaches the target. For an
 * hourly target, take-home per hour is annual take-home ÷ (straight-time-equivalent hours × weeks),
 * so overtime hours count 1.5× on both sides: a "$20 an hour net" nanny nets $30 for an overtime
 * hour, and the gross rate solved for includes the overtime premium.
 */
function solveGrossAmountCents(ctx: CalculationContext, targetNetCents: number): number {
  const netFor = (grossCents: number) => netPerUnitCents(ctx, compute(ctx, grossCents));
  const gross = solveGrossCents(targetNetCents, netFor);
  // Only state withholding is ever rounded to whole dollars (a sawtooth take-home): then the
  // previous tooth may reach the target at a lower gross (docs/tax-data.md#net-to-gross-precision).
  if (ctx.input.stateWithholding === false) return gross;
  const computation = compute(ctx, gross);
  const units = unitsPerYear(ctx.input.pay.per, computation.basis);
  const dropCents = Math.ceil((DOLLAR_ROUNDING_DROP_CENTS * ctx.periods) / units);
  return earliestCrossing(
    targetNetCents,
    netFor,
    { gross, net: netPerUnitCents(ctx, computation) },
    dropCents,
  );
}

/** Gross and take-home pay per unit of `pay.per`, in dollars. */
export interface PayRates {
  grossPerUnit: number;
  netPerUnit: number;
}

/**
 * The gross amount per unit (solved when `pay.type` is net) and the take-home per unit it gives,
 * e.g. { grossPerUnit: 21.66, netPerUnit: 20 } for "$20 an hour net" in Texas.
 */
export function payRates(request: NannyTaxInput): PayRates {
  const ctx = createContext(completeInput(request));
  const grossCents = grossAmountCents(ctx);
  return {
    grossPerUnit: toDollars(grossCents),
    netPerUnit: toDollars(netPerUnitCents(ctx, compute(ctx, grossCents))),
  };
}

function grossAmountCents(ctx: CalculationContext): number {
  const requested = toCents(ctx.input.pay.amount);
  return ctx.input.pay.type === 'net' ? solveGrossAmountCents(ctx, requested) : requested;
}

function totals(grossCents: number, employeeCents: number, employerCents: number): NannyTaxTotals {
  return {
    grossWages: toDollars(grossCents),
    employeeTaxes: toDollars(employeeCents),
    netPay: toDollars(grossCents - employeeCents),
    employerTaxes: toDollars(employerCents),
    totalEmployerCost: toDollars(grossCents + employerCents),
  };
}

/** Codes of the lines paid with the state UI report: SUI, its employee share and surcharges. */
function stateUiCodes(ctx: CalculationContext): Set<string> {
  return new Set(['SUI', 'SUI_EMPLOYEE', ...(ctx.state.surcharges ?? []).map((s) => s.code)]);
}

/**
 * Estimates a household employer's taxes for one nanny for a year: line items per payer with
 * sources, totals per year and per paycheck, optional family savings, and warnings. Pure: no I/O,
 * the same answer in the browser and on the server.
 */
export function calculateNannyTax(request: NannyTaxInput): NannyTaxResult {
  const input = completeInput(request);
  const ctx = createContext(input);
  const net = input.pay.type === 'net';
  const amountCents = grossAmountCents(ctx);
  const computation = compute(ctx, amountCents);
  const { basis, lines } = computation;

  const lineItems = lines.map((line) => toLineItem(line, ctx.periods));
  const perPaycheckCents = lines.map((line) => perPeriodCents(line, ctx.periods));
  const byPayer = (payer: 'employee' | 'employer', amounts: readonly number[]) =>
    sumCents(amounts.filter((_, i) => lines[i]?.payer === payer));
  const annualAmounts = lines.map((line) => line.annualCents);

  const warnings = resultWarnings({
    ctx,
    computation,
    lineItems,
    solved: net ? { grossCents: amountCents, netCents: netPerUnitCents(ctx, computation) } : null,
  });
  const employerCents = byPayer('employer', annualAmounts);
  const family = input.family
    ? familySavings(ctx, input.family, basis.annualCents + employerCents)
    : null;
  if (family) warnings.push(...family.warnings);
  const preliminary = preliminaryFigures(lines, input.taxYear);
  if (preliminary.warning) warnings.unshift(preliminary.warning);
  return {
    taxYear: input.taxYear,
    payDate: ctx.payDate,
    preliminary: preliminary.preliminary,
    state: input.state,
    annual: totals(basis.annualCents, byPayer('employee', annualAmounts), employerCents),
    perPaycheck: totals(
      divideCents(basis.annualCents, ctx.periods),
      byPayer('employee', perPaycheckCents),
      byPayer('employer', perPaycheckCents),
    ),
    payRates: hourlyRates(basis, thresholdsAt(ctx.overtime, basis.regularRate)),
    lineItems,
    savings: family?.savings ?? null,
    warnings,
    yearView: yearView(lines, basis.annualCents, basis.weeksPerYear, {
      taxYear: input.taxYear,
      state: input.state,
      stateName: stateName(input.state),
      locality: input.locality,
      uiCodes: stateUiCodes(ctx),
      calendar: TAX_YEARS[input.taxYear].calendar,
    }),
  };
}
