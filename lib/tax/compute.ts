import { type CompleteNannyTaxInput } from './contract';
import { TAX_YEARS } from './data';
import { ficaLines } from './federal/fica';
import { futaLine } from './federal/futa';
import { federalWithholdingLine } from './federal/withholding';
import { familyExemptions, type FamilyExemptions } from './family';
import { type LineDraft } from './lineItem';
import { localIncomeTax, localIncomeTaxSetup } from './local/localIncomeTax';
import { firstDayOf } from './isoDate';
import { findLocality } from './localities/lookup';
import { type LocalIncomeTaxOutcome, type LocalTaxSetup } from './local/types';
import { sumCents } from './money';
import { overtimeRule, type OvertimeRule, wageBasis, type WageBasis } from './payBasis';
import { programLines, type ProgramOutcome } from './state/programs';
import {
  stateIncomeTax,
  stateIncomeTaxSetup,
  type StateIncomeTaxOutcome,
  type StateIncomeTaxSetup,
  type StateTaxAmounts,
} from './state/incomeTax';
import { type StateWithholdingMethod } from './state/withholding/types';
import { changeDescription, entriesOf, entryIndexOn, figureOn } from './dated';
import { combineDatedLines, type PayDateFacts } from './datedLine';
import { payDatesOf } from './payDates';
import { methodRateText, stateOn } from './figuresOnDate';
import { stateUnemploymentOwed, unemploymentLines } from './state/unemployment';
import { type StateTaxData } from './taxYearData';
import { type FederalTaxData, type Figure } from './types';
import { capWithholding } from './withholdingCap';

/** What stays fixed while net-to-gross tries different pay amounts. */
export interface CalculationContext extends PayDateFacts {
  readonly input: CompleteNannyTaxInput;
  readonly federal: FederalTaxData;
  readonly state: StateTaxData;
  readonly periods: number;
  readonly overtime: OvertimeRule;
  /** The state withholding on the pay date (its warnings are the answer's). */
  readonly stateTax: StateIncomeTaxSetup;
  /** One setup per value of a state method that changes inside the year (else just one). */
  readonly stateTaxByDate: readonly {
    readonly from: string;
    readonly setup: StateIncomeTaxSetup;
  }[];
  /** How the state method changes through the year, for the line's label, or null. */
  readonly stateTaxChange: string | null;
  readonly family: FamilyExemptions;
  readonly local: LocalTaxSetup;
}

/** True when the request names a locality that has its own income tax. */
function localityTaxed(input: CompleteNannyTaxInput): boolean {
  return input.locality !== null && findLocality(input.locality, input.taxYear)?.tax !== undefined;
}

/** Looks up the year's data and the rules that do not depend on the pay amount. */
export function createContext(input: CompleteNannyTaxInput): CalculationContext {
  const data = TAX_YEARS[input.taxYear];
  const payDate = input.payDate ?? firstDayOf(input.taxYear);
  const state = stateOn(data.states[input.state], payDate);
  const periods = data.federal.withholding.periodsPerYear.value[input.payFrequency];
  const dates: PayDateFacts = {
    payDate,
    periods,
    payDates: payDatesOf(input.taxYear, input.payFrequency, periods),
  };
  const method = data.stateWithholding[input.state];
  const stateTaxFor = (value: Figure<StateWithholdingMethod> | undefined) =>
    stateIncomeTaxSetup(
      input.state,
      state,
      {
        method: value,
        // A chosen locality with a tax speaks for the state's local taxes; else the warning
        // names them (a locality with only a minimum wage, like Denver, leaves the warning).
        localTaxes: localityTaxed(input) ? undefined : data.localIncomeTaxes[input.state],
      },
      input,
      periods,
    );
  const stateTaxByDate = method
    ? entriesOf(method).map((entry) => ({
        from: entry.from,
        setup: stateTaxFor(figureOn(method, entry.from)),
      }))
    : [{ from: firstDayOf(input.taxYear), setup: stateTaxFor(undefined) }];
  const onPayDate = stateTaxByDate[entryIndexOn(stateTaxByDate, payDate)] ?? stateTaxByDate[0];
  return {
    ...dates,
    input,
    federal: data.federal,
    state,
    overtime: overtimeRule(data.federal, state, input.state, {
      liveIn: input.liveIn,
      personalAttendant: input.personalAttendant,
    }),
    family: familyExemptions(input.employeeRelationship, input.parentException, state),
    stateTax: onPayDate ? onPayDate.setup : stateTaxFor(undefined),
    stateTaxByDate,
    stateTaxChange: method ? changeDescription(method, methodRateText) : null,
    local: localIncomeTaxSetup(input, data, dates),
  };
}

/** Every line for one gross pay amount, plus what the warnings need. */
export interface Computation {
  readonly basis: WageBasis;
  /** Employee-paid lines first, then employer-paid; federal before state within each. */
  readonly lines: readonly LineDraft[];
  readonly incomeTaxWagesCents: number;
  readonly suiOwed: boolean;
  readonly programs: ProgramOutcome;
  readonly stateIncomeTax: StateIncomeTaxOutcome;
  readonly localIncomeTax: LocalIncomeTaxOutcome;
  /** Labels of the income-tax lines cut to what the pay covers (take-home never below zero). */
  readonly cappedWithholding: readonly string[];
}

/** Computes every line item on a year of wages for `amountCents` per `pay.per`. */
export function compute(ctx: CalculationContext, amountCents: number): Computation {
  const { input, federal, state } = ctx;
  const basis = wageBasis(
    amountCents,
    input.pay.per,
    input.hoursPerWeek,
    input.weeksPerYear,
    ctx.overtime,
    input.daysPerWeek,
  );
  const fica = ctx.family.fica
    ? { lines: [], employeeShareCents: 0 }
    : ficaLines(federal, basis, input.employerPaysEmployeeFica);
  // Pub 926: an employee share the employer pays is extra income-tax wages (not FICA wages).
  const incomeTaxWagesCents =
    basis.annualCents + (input.employerPaysEmployeeFica ? fica.employeeShareCents : 0);
  const lines: LineDraft[] = [...fica.lines];
  const federalLine = input.federalWithholding
    ? federalWithholdingLine(federal, incomeTaxWagesCents, input.federalWithholding, ctx.periods)
    : null;
  if (federalLine) lines.push(federalLine);
  const futa = ctx.family.futa
    ? null
    : futaLine(federal, input.state, basis, input.householdEmployees);
  if (futa) lines.push(futa);
  const suiOwed =
    !ctx.family.stateUi && stateUnemploymentOwed(state, basis, input.householdEmployees);
  if (suiOwed) {
    lines.push(
      ...unemploymentLines(input.state, state, basis, {
        householdEmployees: input.householdEmployees,
        suiRate: input.suiRate,
        taxYear: input.taxYear,
      }),
    );
  }
  const programs = programLines(state, basis, {
    covered: suiOwed,
    householdEmployees: input.householdEmployees,
    stateWithholding: input.stateWithholding !== false,
    liveIn: input.liveIn,
  });
  lines.push(...programs.lines);
  const taxAmounts = {
    incomeTaxWagesCents,
    federalWithheldCents: federalLine?.annualCents ?? 0,
    // Massachusetts deducts the Social Security and Medicare withheld; none is when the employer pays.
    ficaCents: input.employerPaysEmployeeFica ? 0 : fica.employeeShareCents,
  };
  const stateTax = datedStateIncomeTax(ctx, taxAmounts);
  if (stateTax.line) lines.push(stateTax.line);
  const localTax = localIncomeTax(ctx.local, taxAmounts);
  if (localTax.line) lines.push(localTax.line);
  const capped = capWithholding(lines, basis.annualCents, ctx.periods);
  const ordered = [
    ...capped.lines.filter((l) => l.payer === 'employee'),
    ...capped.lines.filter((l) => l.payer === 'employer'),
  ];
  return {
    basis,
    lines: ordered,
    incomeTaxWagesCents,
    suiOwed,
    programs,
    stateIncomeTax: stateTax,
    localIncomeTax: localTax,
    cappedWithholding: capped.cappedLabels,
  };
}

/** The state line: on the pay date's method, or combined over the year's where the method changes. */
function datedStateIncomeTax(
  ctx: CalculationContext,
  amounts: StateTaxAmounts,
): StateIncomeTaxOutcome {
  const outcome = stateIncomeTax(ctx.stateTax, amounts);
  if (ctx.stateTaxByDate.length <= 1) return outcome;
  const variants = ctx.stateTaxByDate.map((v) => ({
    from: v.from,
    line: stateIncomeTax(v.setup, amounts).line,
  }));
  return { ...outcome, line: combineDatedLines(variants, ctx, ctx.stateTaxChange) };
}

/** Annual take-home in cents: cash wages less every employee-paid line. */
export function annualNetCents(computation: Computation): number {
  const employee = computation.lines
    .filter((l) => l.payer === 'employee')
    .map((l) => l.annualCents);
  return computation.basis.annualCents - sumCents(employee);
}
