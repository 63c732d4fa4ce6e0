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
    `IRC §3101(a) and §3111(a): Social Security tax of 6.2% on the employee and 6.2% on the employer; IRC §3101(b)(1) and §3111(b): Medicare tax of 1.45% each; fixed by statute, with no annual adjustment, ${usc(26, '3101')} ; ${usc(26, '3111')}`,
    '2027-01-01',
  ),
  ADDITIONAL_MEDICARE: ref(
    `IRC §3101(b)(2) and §3102(f)(1): Additional Medicare Tax of 0.9% on the employee's wages over $200,000 (the employer's withholding threshold), not indexed for inflation, ${usc(26, '3101')} ; ${usc(26, '3102')}`,
    '2027-01-01',
  ),
  FUTA_RATE: ref(
    `IRC §3301: FUTA tax of 6.0%; IRC §3302(a) and (b): credit of up to 5.4% for state unemployment contributions paid, so 0.6% net where no credit reduction applies; fixed by statute, ${usc(26, '3301')} ; ${usc(26, '3302')}`,
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
} as const satisfies Record<string, LocalitySource>;
