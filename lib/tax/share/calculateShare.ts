import { stateOn } from '../figuresOnDate';
import { firstDayOf } from '../isoDate';
import { calculateNannyTax } from '../calculate';
import { type NannyTaxResult, type NannyTaxTotals } from '../contract';
import { TAX_YEARS } from '../data';
import { hourlyRates } from '../hourlyRates';
import { sumCents, toCents, toDollars } from '../money';
import { overtimeRule, thresholdsAt, workdays } from '../overtime/rule';
import {
  type NannyShareFamilyResult,
  type NannyShareInput,
  type NannyShareNannyTotals,
  type NannyShareResult,
} from './contract';
import { completeShareInput } from './defaults';
import { ShareFamilyUnpaidError } from './errors';
import { familyTaxInput } from './familyInput';
import { SHARE_LEVEL_CODES, shareBasis, shareWarnings } from './shareWarnings';
import { shareWeek } from './weeklySplit';

/** The nanny's gross, withheld taxes and take-home: the families' totals added in cents. */
function nannyTotals(totals: readonly NannyTaxTotals[]): NannyShareNannyTotals {
  const sum = (key: keyof NannyTaxTotals) =>
    toDollars(sumCents(totals.map((t) => toCents(t[key]))));
  return {
    grossWages: sum('grossWages'),
    employeeTaxes: sum('employeeTaxes'),
    netPay: sum('netPay'),
  };
}

/**
 * A nanny share for a year: the week's pay split between two or three families (joint
 * employers for overtime), then each family's taxes as a separate employer, computed by the
 * single calculator on its own wages, and the nanny's totals across the families' paychecks.
 * Pure, like calculateNannyTax. See docs/calculator.md#nanny-share.
 */
export function calculateNannyShare(request: NannyShareInput): NannyShareResult {
  const input = completeShareInput(request);
  const data = TAX_YEARS[input.taxYear];
  const state = stateOn(data.states[input.state], input.payDate ?? firstDayOf(input.taxYear));
  const rule = overtimeRule(data.federal, state, input.state, {
    liveIn: input.liveIn,
    personalAttendant: input.personalAttendant,
  });
  const week = shareWeek(input, rule);
  const basis = shareBasis(input, week, workdays(week.hours, input.daysPerWeek));
  const payRates = hourlyRates(basis, thresholdsAt(rule, week.regularRate));

  const families: NannyShareFamilyResult[] = input.families.map((family, i) => {
    const part = week.families[i];
    if (!part || part.grossCents <= 0) throw new ShareFamilyUnpaidError(i, family.label);
    const result: NannyTaxResult = calculateNannyTax(
      familyTaxInput(input, family, part.grossCents),
    );
    return {
      ...result,
      // The rates are the nanny's, agreed for the share as a whole.
      payRates,
      warnings: result.warnings.filter((w) => !SHARE_LEVEL_CODES.has(w.code)),
      label: family.label,
      week: {
        hours: part.hours,
        straightTimePay: toDollars(part.straightTimeCents),
        overtimePremium: toDollars(part.premiumCents),
        grossPay: toDollars(part.grossCents),
      },
    };
  });

  return {
    taxYear: input.taxYear,
    payDate: input.payDate ?? firstDayOf(input.taxYear),
    preliminary: families.some((f) => f.preliminary),
    state: input.state,
    families,
    nanny: {
      annual: nannyTotals(families.map((f) => f.annual)),
      perPaycheck: nannyTotals(families.map((f) => f.perPaycheck)),
    },
    hours: {
      regular: week.hours - week.overtimeHours - week.doubleTimeHours,
      overtime: week.overtimeHours,
      doubleTime: week.doubleTimeHours,
    },
    payRates,
    overtimeSplit: input.overtimeSplit,
    warnings: shareWarnings({
      input,
      week,
      basis,
      rule,
      federal: data.federal,
      state,
      code: input.state,
    }),
  };
}
