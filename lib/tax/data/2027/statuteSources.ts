import { type LocalitySource, sourceRef as ref } from '../../localities/types';

/*
 * The statutes that fix a 2027 figure with no annual adjustment (docs/tax-data.md#tax-year-2027):
 * such a figure is 2027's own, not carried, until Congress or the state legislature changes it.
 */

/** The U.S. Code section's page on the House's official site. */
function usc(title: number, section: string): string {
  return `https://uscode.house.gov/view.xhtml?req=granuleid:USC-prelim-title${title}-section${section}&num=0&edition=prelim`;
}

export const STATUTE_SOURCES_2027 = {
  FICA_RATES: ref(
    `26 U.S.C. § 3101 (IRC §3101(a) and (b)(1)): Social Security tax of 6.2% and Medicare tax of 1.45% on the employee, fixed by statute with no annual adjustment, ${usc(26, '3101')} ; 26 U.S.C. § 3111 (IRC §3111(a) and (b)): the same 6.2% and 1.45% on the employer, ${usc(26, '3111')}`,
    '2027-01-01',
  ),
  ADDITIONAL_MEDICARE: ref(
    `IRC §3101(b)(2) and §3102(f)(1): Additional Medicare Tax of 0.9% on the employee's wages over $200,000 (the employer's withholding threshold), not indexed for inflation, ${usc(26, '3101')} ; 26 U.S.C. § 3102, ${usc(26, '3102')}`,
    '2027-01-01',
  ),
  FUTA_RATE: ref(
    `26 U.S.C. § 3301 (IRC §3301): FUTA tax of 6.0%, fixed by statute, ${usc(26, '3301')} ; 26 U.S.C. § 3302 (IRC §3302(a) and (b)): credit of up to 5.4% for state unemployment contributions paid, so 0.6% net where no credit reduction applies, ${usc(26, '3302')}`,
    '2027-01-01',
  ),
  FUTA_BASE: ref(
    `IRC §3306(b)(1): FUTA applies to the first $7,000 of wages paid to an employee in a calendar year, not indexed, ${usc(26, '3306')}`,
    '2027-01-01',
  ),
  FUTA_HOUSEHOLD_TEST: ref(
    `IRC §3306(c)(2) and (a)(3): domestic service is FUTA employment for an employer who paid $1,000 or more in cash wages for it in any calendar quarter of the year or the year before, not indexed, ${usc(26, '3306')}`,
    '2027-01-01',
  ),
  FEDERAL_FLOOR: ref(
    `FLSA §6(a)(1)(C), 29 U.S.C. 206(a)(1)(C): $7.25 an hour since July 24, 2009, with no annual adjustment, ${usc(29, '206')} ; US DOL, State minimum wage laws: no state law setting a higher minimum wage, https://www.dol.gov/agencies/whd/minimum-wage/state`,
    '2009-07-24',
  ),
  HI_MINIMUM_WAGE: ref(
    'Hawaii Revised Statutes § 387-2(a) (Act 114 of 2022): $16.00 an hour from January 1, 2026 and $18.00 from January 1, 2028; DLIR news release "Hawaiʻi\'s Minimum Wage Increases to $16.00 on January 1" (December 15, 2025), https://labor.hawaii.gov/wsd/',
    '2026-01-01',
  ),
  IL_MINIMUM_WAGE: ref(
    'Illinois Minimum Wage Law, 820 ILCS 105/4(a)(1) (Public Act 101-1): $15.00 an hour from January 1, 2025, with no later step or annual adjustment',
    '2025-01-01',
  ),
  MD_MINIMUM_WAGE: ref(
    'Maryland Code, Labor and Employment § 3-413 (Fair Wage Act of 2023): $15.00 an hour from January 1, 2024, with no annual adjustment',
    '2024-01-01',
  ),
  MA_MINIMUM_WAGE: ref(
    'Massachusetts General Laws c. 151 § 1 (St. 2018, c. 121): $15.00 an hour from January 1, 2023, with no annual adjustment',
    '2023-01-01',
  ),
  AR_MINIMUM_WAGE: ref(
    'Arkansas Code § 11-4-210(a) (Initiated Act 5 of 2018): $11.00 an hour from January 1, 2021, with no annual adjustment, for employers of 4 or more employees',
    '2021-01-01',
  ),
  NM_MINIMUM_WAGE: ref(
    'New Mexico Minimum Wage Act, NMSA 1978 § 50-4-22(A): $12.00 an hour from January 1, 2023, with no annual adjustment',
    '2023-01-01',
  ),
  NV_MINIMUM_WAGE: ref(
    'Nevada Constitution art. 15 § 16 (Ballot Question 2, 2022) and NRS 608.250: $12.00 an hour from July 1, 2024, raised later only to match a higher federal minimum, https://labor.nv.gov/',
    '2024-07-01',
  ),
  WV_MINIMUM_WAGE: ref(
    'West Virginia Code § 21-5C-2(a): $8.75 an hour from January 1, 2016, with no annual adjustment, for employers of 6 or more employees at one location; the 2026 bills to raise it (HB 5485, HB 5671) were found only as introduced',
    '2016-01-01',
  ),
  WA_CARES: ref(
    "RCW 50B.04.080(1): the WA Cares Fund premium is 0.58% of each employee's wages, paid by the employee, with no wage cap and no annual adjustment; WA Cares Fund, https://wacaresfund.wa.gov/",
    '2023-07-01',
  ),
  VT_CHILD_CARE: ref(
    'Vermont Act 76 of 2023, the child care contribution: 0.44% of wages from July 1, 2024, of which the employer may withhold at most a quarter (0.11%) from the employee, with no annual adjustment; Vermont Department of Taxes, https://tax.vermont.gov/ ; estimated until checked against the agency’s own notice',
    '2024-07-01',
  ),
  CA_UI_BASE: ref(
    'California Unemployment Insurance Code § 930: contributions on the first $7,000 of wages paid to each employee in a calendar year, fixed by statute; EDD, https://edd.ca.gov/en/payroll_taxes/rates_and_withholding/',
    '2027-01-01',
  ),
  AZ_UI_BASE: ref(
    'Arizona Revised Statutes § 23-622: taxable wages of $8,000 per employee in a calendar year from 2016 on, fixed by statute; Arizona DES, https://des.az.gov/',
    '2027-01-01',
  ),
  FL_UI_BASE: ref(
    'Florida Statutes § 443.1217(2): reemployment tax on the first $7,000 of wages per employee in a calendar year from 2015 on, fixed by statute; Florida Department of Revenue, https://floridarevenue.com/taxes/taxesfees/Pages/rt_rate.aspx',
    '2027-01-01',
  ),
  TX_UI_BASE: ref(
    'Texas Labor Code § 201.082: taxable wages of $9,000 per employee in a calendar year, fixed by statute; Texas Workforce Commission, https://www.twc.texas.gov/businesses/unemployment-insurance-tax-rates',
    '2027-01-01',
  ),
  VA_UI_BASE: ref(
    'Code of Virginia § 60.2-229: taxable wages of $8,000 per employee in a calendar year, fixed by statute; VEC, https://www.vec.virginia.gov/employers',
    '2027-01-01',
  ),
  OH_UI_BASE: ref(
    'Ohio Revised Code § 4141.01(G): taxable wages of $9,000 per employee in a calendar year from 2020 on, fixed by statute; ODJFS, https://jfs.ohio.gov/ouio/uctax/rates.stm',
    '2027-01-01',
  ),
  PA_UI_BASE: ref(
    'Pennsylvania Unemployment Compensation Law § 4(x)(1), 43 P.S. § 753(x)(1): employer contributions on the first $10,000 of wages per employee in a calendar year from 2018 on, fixed by statute; Department of Labor & Industry, https://www.pa.gov/en/agencies/dli/resources/for-employers-and-educators/how-to-file/uc-tax.html',
    '2027-01-01',
  ),
} as const satisfies Record<string, LocalitySource>;
