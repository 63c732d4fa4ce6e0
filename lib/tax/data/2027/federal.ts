import { type FederalTaxData } from '../../types';
import { TAX_YEAR_2026 } from '../2026';
import { carriedFigure } from '../carryForward';
import { HOUSEHOLD_THRESHOLD_2027, IRS_2027, SS_WAGE_BASE_2027 } from './reasons';
import { withReason } from './withReason';
import { STATUTE_SOURCES_2027 as S } from './statuteSources';

const FEDERAL_2026 = TAX_YEAR_2026.federal;

/**
 * Social Security's 2027 wage base: SSA's 2027 figure was not found in an agency text, so 2026's
 * stands in with the reason (docs/tax-data.md#tax-year-2027).
 */
export const SS_WAGE_BASE_CARRIED = carriedFigure(
  FEDERAL_2026.socialSecurity.wageBase,
  2026,
  2027,
  SS_WAGE_BASE_2027,
);

/**
 * The federal figures for 2027: the carried ones (brackets, standard deduction, Pub 15-T tables,
 * the household threshold, Social Security's wage base), with the figures a statute fixes
 * without an annual adjustment put back as 2027's own: FICA and FUTA rates, the $7,000 FUTA base,
 * the $1,000 quarterly test, Additional Medicare, and the 2026 figures that cite only a statute.
 */
export function federal2027(carried: FederalTaxData): FederalTaxData {
  const { withholding, incomeTax } = carried;
  return {
    ...carried,
    householdFicaThreshold: withReason(carried.householdFicaThreshold, HOUSEHOLD_THRESHOLD_2027),
    withholding: {
      periodsPerYear: withholding.periodsPerYear,
      step1Adjustment: withReason(withholding.step1Adjustment, IRS_2027),
      standardTables: withReason(withholding.standardTables, IRS_2027),
      step2Tables: withReason(withholding.step2Tables, IRS_2027),
    },
    incomeTax: {
      ...incomeTax,
      standardDeduction: withReason(incomeTax.standardDeduction, IRS_2027),
      brackets: withReason(incomeTax.brackets, IRS_2027),
    },
    socialSecurity: {
      employeeRate: { value: 0.062, ...S.FICA_RATES },
      employerRate: { value: 0.062, ...S.FICA_RATES },
      wageBase: SS_WAGE_BASE_CARRIED,
    },
    medicare: {
      employeeRate: { value: 0.0145, ...S.FICA_RATES },
      employerRate: { value: 0.0145, ...S.FICA_RATES },
    },
    additionalMedicare: {
      rate: { value: 0.009, ...S.ADDITIONAL_MEDICARE },
      threshold: { value: 200_000, ...S.ADDITIONAL_MEDICARE },
    },
    futa: {
      ...carried.futa,
      netRate: { value: 0.006, ...S.FUTA_RATE, note: '6.0% less the 5.4% state credit' },
      wageBase: { value: 7_000, ...S.FUTA_BASE },
      quarterlyTest: { value: 1_000, ...S.FUTA_HOUSEHOLD_TEST },
    },
    // These 2026 figures cite a statute with no end date and no indexing: they hold for 2027.
    dependentCareFsaLimit: FEDERAL_2026.dependentCareFsaLimit,
    childCareCredit: FEDERAL_2026.childCareCredit,
    minimumWage: FEDERAL_2026.minimumWage,
    overtimeWeeklyHours: FEDERAL_2026.overtimeWeeklyHours,
  };
}
