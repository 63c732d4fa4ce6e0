import { formatUsd } from '../money';
import { DOUBLE_TIME_MULTIPLIER, OVERTIME_MULTIPLIER } from '../payBasis';
import { stateName } from '../states';
import { familyEmployeeEn } from './familyEmployee.en';
import { LOCAL_TAX_EN } from './localTax.en';
import { counted, percentText, plural, rateText } from './numbers';
import {
  type OvertimeAuthority,
  type OvertimeLimits,
  type WarningMessages,
  type WarningParamsByCode,
} from './warningParams';

const PER_WORD: Record<WarningParamsByCode['NET_TO_GROSS']['per'], string> = {
  hour: 'an hour',
  week: 'a week',
  month: 'a month',
  year: 'a year',
};

const STATUS_WORDS = {
  single: 'single',
  married: 'married',
  head_of_household: 'head of household',
} as const;

/** "$25.00 an hour". */
export function perUnit(dollars: number, per: WarningParamsByCode['NET_TO_GROSS']['per']): string {
  return `${formatUsd(dollars)} ${PER_WORD[per]}`;
}

const what = (salaried: boolean) =>
  salaried ? 'The regular rate this pay implies' : 'The hourly rate';

/** "the FLSA", "the FLSA and California's rule", or the live-in exemption. */
function authorityText({ flsa, state }: OvertimeAuthority): string {
  const parts = [...(flsa ? ['the FLSA'] : []), ...(state ? [`${stateName(state)}'s rule`] : [])];
  return parts.length > 0 ? parts.join(' and ') : 'the FLSA live-in exemption';
}

/** " note" after a sentence, or nothing. */
const tail = (note: string | null) => (note ? ` ${note}` : '');

/** "1.5× after 9 hours a day or 40 a week, 2× after 12 a day" for the thresholds in force. */
function thresholdText(t: OvertimeLimits): string {
  const parts: string[] = [];
  if (t.daily !== null) parts.push(`${t.daily} ${plural(t.daily, 'hour', 'hours')} a day`);
  if (t.weekly !== null) parts.push(`${t.weekly} a week`);
  let text = `1.5× after ${parts.join(' or ')}`;
  if (t.dailyDouble !== null) text += `, 2× after ${t.dailyDouble} a day`;
  if (t.premiumFromDay !== null) {
    text += `, and premium pay from workday ${t.premiumFromDay} of the week`;
  }
  if (t.dailyOnlyUnder !== null && t.daily !== null) {
    text += `; daily overtime only at a regular rate under ${formatUsd(t.dailyOnlyUnder)}`;
  }
  return text;
}

function overtimeApplied(p: WarningParamsByCode['OVERTIME_APPLIED']): string {
  const overtimeRate = formatUsd(p.rate * OVERTIME_MULTIPLIER);
  if (!p.daily) {
    return `Overtime included: ${counted(p.hours, 'hour', 'hours')} a week above ${p.afterHours} at 1.5 × ${formatUsd(p.rate)} = ${overtimeRate} an hour (${authorityText(p.authority)}).${tail(p.notice)}`;
  }
  const doubleText =
    p.doubleHours > 0
      ? ` and ${counted(p.doubleHours, 'hour', 'hours')} at 2 × = ${formatUsd(p.rate * DOUBLE_TIME_MULTIPLIER)} an hour`
      : '';
  return `Overtime included for ${p.hoursPerWeek} ${plural(p.hoursPerWeek, 'hour', 'hours')} over ${p.daysPerWeek} ${plural(p.daysPerWeek, 'day', 'days')} a week (spread evenly): ${counted(p.hours, 'hour', 'hours')} at 1.5 × ${formatUsd(p.rate)} = ${overtimeRate} an hour${doubleText} (${authorityText(p.authority)}: ${thresholdText(p.limits)}).${tail(p.notice)}`;
}

function salaryOvertime(p: WarningParamsByCode['SALARY_MUST_COVER_OVERTIME']): string {
  const doubleText =
    p.doubleHours > 0
      ? ` and ${counted(p.doubleHours, 'double-time hour', 'double-time hours')} at ${formatUsd(p.rate * DOUBLE_TIME_MULTIPLIER)}`
      : '';
  return `A salary must still cover overtime under ${authorityText(p.authority)}: at ${p.hoursPerWeek} ${plural(p.hoursPerWeek, 'hour', 'hours')} a week this pay works out to a regular rate of ${formatUsd(p.rate)} an hour for ${counted(p.regularHours, 'hour', 'hours')} plus ${counted(p.hours, 'overtime hour', 'overtime hours')} at ${formatUsd(p.rate * OVERTIME_MULTIPLIER)}${doubleText}.${tail(p.notice)}`;
}

function withholdingAssumptions(p: WarningParamsByCode['STATE_WITHHOLDING_ASSUMPTIONS']): string {
  const name = stateName(p.state);
  if (p.method === 'elected') {
    return `${name} withholding is the percentage of wages your nanny elects on the state form; this uses the ${rateText(p.defaultRate)} default (the form offers ${p.rates.map(rateText).join(', ')}).`;
  }
  const status = STATUS_WORDS[p.status];
  if (p.method === 'formula') {
    return `${name} withholding uses the state's formula for a ${status} employee (${name} has no allowances).`;
  }
  return `${name} withholding uses the state's withholding formula for a ${status} employee claiming ${p.allowances} ${plural(p.allowances, 'allowance', 'allowances')}${p.defaulted ? " (the calculator's default; enter your nanny's state form to change it)" : ''}.`;
}

function unemploymentTax(state: WarningParamsByCode['SUI_OWED']['state'] | null): string {
  return state === null
    ? 'Federal unemployment tax (FUTA)'
    : `${stateName(state)} unemployment insurance`;
}

/** The engine's messages in English: the text every test and golden case pins. */
export const WARNINGS_EN: WarningMessages = {
  BELOW_FEDERAL_MINIMUM_WAGE: (p) =>
    `${what(p.salaried)}, ${formatUsd(p.rate)}, is below the federal minimum wage of ${formatUsd(p.minimum)} an hour.`,
  BELOW_STATE_MINIMUM_WAGE: (p) =>
    `${what(p.salaried)}, ${formatUsd(p.rate)}, is below ${stateName(p.state)}'s minimum wage of ${formatUsd(p.minimum)} an hour.${tail(p.note)}`,
  BELOW_LOCAL_MINIMUM_WAGE: (p) =>
    `${what(p.salaried)}, ${formatUsd(p.rate)}, is below ${p.place}'s minimum wage of ${formatUsd(p.minimum)} an hour.${tail(p.note)}${p.unclearCoverage === null ? '' : ` Whether it covers a household employer: ${p.unclearCoverage}`}`,
  LOCAL_WAGE_ORDINANCE_EXCLUDES_HOUSEHOLD: (p) =>
    `${p.place}'s minimum wage of ${formatUsd(p.minimum)} an hour.${tail(p.note)} ${p.coverageNote}`,
  OVERTIME_APPLIED: overtimeApplied,
  SALARY_MUST_COVER_OVERTIME: salaryOvertime,
  LIVE_IN_NO_OVERTIME: (p) =>
    `Live-in nannies employed by the household are exempt from federal overtime (FLSA §13(b)(21)), so no overtime is included; they must still be paid at least the minimum wage for every hour worked.${tail(p.notice)}`,
  FICA_THRESHOLD_NOT_REACHED: (p) =>
    `Cash wages of ${formatUsd(p.annualWages)} for the year are under the ${p.taxYear} household threshold of ${formatUsd(p.threshold)}, so no Social Security or Medicare tax is owed.`,
  FICA_THRESHOLD_REACHED: (p) =>
    `Cash wages reach the ${formatUsd(p.threshold)} household threshold in week ${p.week}, so all of the year's cash wages owe Social Security and Medicare tax.`,
  FUTA_OWED: (p) =>
    `${unemploymentTax(null)} is owed from quarter 1 of employment: household cash wages reach ${formatUsd(p.trigger)} in a calendar quarter (in week ${p.week}).`,
  FUTA_NOT_OWED: (p) =>
    `${unemploymentTax(null)} is not owed: household cash wages stay under ${formatUsd(p.trigger)} in every calendar quarter.`,
  SUI_OWED: (p) =>
    `${unemploymentTax(p.state)} is owed from quarter 1 of employment: household cash wages reach ${formatUsd(p.trigger)} in a calendar quarter (in week ${p.week}).`,
  SUI_NOT_OWED: (p) =>
    `${unemploymentTax(p.state)} is not owed: household cash wages stay under ${formatUsd(p.trigger)} in every calendar quarter.`,
  SUI_RATE_BY_INDUSTRY: (p) => {
    const name = stateName(p.state);
    return `${name} gives a new employer the unemployment rate of its industry (${p.industryRule}) and publishes no rate for private households, so the ${percentText(p.rate)} used here is a placeholder: the lowest rate federal law lets a state give a new employer. Enter the rate on your ${name} rate notice in “Your state unemployment rate”.`;
  },
  EMPLOYER_SIZE_EXEMPTION: (p) => p.note,
  STATE_PROGRAM_NOTE: (p) => p.note,
  STATE_WITHHOLDING_ASSUMPTIONS: withholdingAssumptions,
  STATE_INCOME_TAX_NOT_ESTIMATED: (p) => {
    const name = stateName(p.state);
    return `${name} income tax withholding is not estimated: the calculator does not have ${name}'s withholding formula yet. Use the state's withholding tables or ask your payroll provider.`;
  },
  LOCAL_INCOME_TAX_NOT_INCLUDED: (p) => `Local income taxes are not included: ${p.note}`,
  ESTIMATED_FIGURES: (p) =>
    `Some figures are estimates (a projection, last year's value, or a rate not confirmed by the state): ${p.lines.join('; ')}.`,
  NET_TO_GROSS: (p) =>
    `A take-home of ${perUnit(p.target, p.per)} needs gross pay of ${perUnit(p.gross, p.per)} (take-home ${perUnit(p.net, p.per)}).`,
  SAVINGS_ASSUMPTIONS: (p) =>
    `Savings assume the FSA (${formatUsd(p.fsaUsed)}) saves federal income tax at your ${percentText(p.marginalRate)} bracket plus ${percentText(p.ficaRate)} Social Security and Medicare, and the credit is ${percentText(p.creditRate)} of the ${formatUsd(p.creditExpenses)} of care costs the FSA leaves within the credit limit. State income tax savings are not included.`,
  FSA_CAPPED: (p) =>
    `The dependent-care FSA is limited to ${formatUsd(p.limit)} a year; that limit was used.`,
  NO_QUALIFYING_CHILDREN: () =>
    'No tax savings: the dependent-care FSA and the child and dependent care credit need a child under 13.',
  FAMILY_EMPLOYEE: familyEmployeeEn,
  WITHHOLDING_CAPPED: (p) =>
    `The pay does not cover all the income tax asked to be withheld, so only what it covers is withheld (Social Security, Medicare and state program shares first): ${p.lines.join('; ')}. The rest is not withheld; the employee may owe it with their tax return or can lower the extra withholding on their certificate.`,
  PRELIMINARY_FIGURES: (p) =>
    `Preliminary: ${p.taxYear}'s own figures are not all published yet, so ${p.count} ${plural(p.count, 'figure', 'figures')} from ${p.fromYears.join(' and ')} stand in for them, on these lines: ${p.lines.join(', ')}. The answer will change when they are published.`,
  ...LOCAL_TAX_EN,
  SHARE_OVERTIME_SPLIT: (p) =>
    `The families are joint employers for overtime, so shared and solo hours count together. The week’s overtime premium of ${formatUsd(p.premium)} is split ${p.splitBy === 'pay' ? 'in proportion to each family’s straight-time pay' : 'in proportion to each family’s hours'}: ${p.families.map((f) => `${f.label} ${formatUsd(f.premium)}`).join(', ')}.`,
};
