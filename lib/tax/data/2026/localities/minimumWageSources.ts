import { sourceRef as ref } from '../../../localities/types';

/**
 * Where the 2026 local minimum wages come from. There is no internet here, and no city's own 2026
 * notice was found in the stored pages: each rate is as reported by employment-law publications
 * that quote the city's or county's announcement, named in the source, so every rate is marked
 * estimated until checked against the agency's page (docs/tax-local.md#local-minimum-wage-sources).
 */

export const MINIMUM_WAGE_SOURCES = {
  WA_2026: ref(
    'Washington local minimum wages effective Jan. 1, 2026 (Seattle: Office of Labor Standards announcement), as reported by Perkins Coie, "Washington Announces New Minimum Wages for 2026", https://perkinscoie.com/insights/update/washington-announces-new-minimum-wages-2026 ; the same rates in Ogletree, "2026 Washington State Minimum Wage Update"',
    '2026-01-01',
  ),
  TACOMA: ref(
    'City of Tacoma, Finance, "Minimum Wage": since Jan. 1, 2020 employers use the State\'s minimum wage (the city\'s own, Tacoma Municipal Code ch. 18.20, was repealed), https://cityoftacoma.org/government/city_departments/finance/minimum_employment_standards/minimum_wage ; the $20 Initiative 2 had not been voted on',
    '2026-01-01',
  ),
  CA_JAN_2026: ref(
    'California local minimum wages effective Jan. 1, 2026, as reported by CalChamber HRWatchdog, "California Local Minimum Wage Rates Increases Starting January 1, 2026", https://hrwatchdog.calchamber.com/?p=18079 ; the same rates in Jackson Lewis, National Law Review, Nov. 10, 2025',
    '2026-01-01',
  ),
  CA_JUL_2025: ref(
    'California local minimum wages effective July 1, 2025 (next change July 1, 2026), as reported by Davis Wright Tremaine, "California Local and Industry-Specific Wage Increases Effective July 1, 2025", https://www.dwt.com/blogs/employment-labor-and-benefits/2025/06/california-wage-increases-july-1-2025',
    '2025-07-01',
  ),
  MALIBU: ref(
    'City of Malibu: July 2025 increase suspended for one year, rate stays $17.27, as reported by EA Net, "July 1st Minimum Wage Hikes", https://www.eanetpc.com/news-insights/2025/june/july-1st-minimum-wage-hikes-what-california-empl',
    '2025-07-01',
  ),
  LOCAL_2026: ref(
    '2026 local minimum wages of Flagstaff, Tucson, Denver and Boulder (city ordinances), published by City of Flagstaff, https://www.flagstaff.az.gov/ ; City of Tucson, https://www.tucsonaz.gov/ ; City of Boulder, https://bouldercolorado.gov/ ; Boulder County, https://bouldercounty.gov/ ; estimated until checked against the 2026 notices themselves',
    '2026-01-01',
  ),
  DENVER_FAQ: ref(
    'Denver Department of Finance, 2026 citywide minimum wage $19.29 (announced Aug. 7, 2025), with coverage from Denver Labor (Auditor\'s Office), Citywide Minimum Wage FAQ: "applies to all workers performing work ... within the geographical boundaries of the City and County of Denver", D.R.M.C. ch. 58 art. XVI, https://www.denverauditor.org/denverlabor/citywide-minimum-wage/',
    '2026-01-01',
  ),
  CHICAGO: ref(
    // Lead: the July 2026 rate as reported by ABC7 Chicago (a news report, so not cited), "Chicago, Cook County minimum
    // wage increases take effect Wednesday" (July 1, 2026), in the Chicago Justice Project's
    // news archive (data.chicagojustice.org/articles/1338503). It agrees with the ordinance's
    // yearly step (CPI capped at 2.5%, rounded up to the next five cents, as we read MCC
    // 6-105-020): $16.60 x 1.025 = $17.015, so $17.05. BACP's own 2026 release was not found
    // ("Chicago minimum wage July 1 2026", "Chicago minimum wage $17.05 July 1 2026 BACP").
    "City of Chicago BACP, \"Mayor Brandon Johnson Announces Updates to Labor Laws\" (June 2025): minimum wage $16.60 from July 1, 2025, raised each July 1 under the Minimum Wage Ordinance, https://www.chicago.gov/city/en/depts/bacp/provdrs/business_support_tools/news/2025/june/laborlawupdates.html ; $17.05 from July 1, 2026 by the ordinance's yearly step (Municipal Code § 6-105-020: CPI, at most 2.5%, rounded up to the next $0.05: $16.60 × 1.025 = $17.015), estimated until checked against the City's 2026 notice; domestic workers get the full rate whatever the employer's size",
    '2026-07-01',
  ),
  COOK: ref(
    "Cook County Minimum Wage Ordinance: the July 2025 increase was delayed, so the county rate is the state's $15.00, as reported by the American Payroll Institute, Payroll Currently vol. 27 no. 14 (July 21, 2025), https://bookshelf.payroll.org/psu2514 ; domestic workers are covered whatever the employer's size",
    '2025-07-01',
  ),
  MONTGOMERY: ref(
    'Montgomery County Code § 27-68, rates from July 1, 2025 by employer size (1-10, 11-50, 51+), as reported by Whiteford, "County Minimum Wage Laws" (May 1, 2025), https://www.whitefordlaw.com/news-events/employment-law-update-as-summer-job-season-approaches-employers-should-take-note-of-patchwork-of-county-minimum-wage-laws',
    '2025-07-01',
  ),
  HOWARD: ref(
    'Howard County Code, minimum wage $16.00 from Jan. 1, 2025; as reported by Whiteford (May 1, 2025): employers with fewer than 15 employees pay the state rate, https://www.whitefordlaw.com/news-events/employment-law-update-as-summer-job-season-approaches-employers-should-take-note-of-patchwork-of-county-minimum-wage-laws',
    '2025-01-01',
  ),
  TWIN_CITIES: ref(
    'Minneapolis and St. Paul minimum wages for 2026, as reported by WFJ Law Firm, "2026 Minnesota Minimum Wage Updates", https://wfjlawfirm.com/perspectives/page/4/wfj-business-services',
    '2026-01-01',
  ),
  SANTA_FE: ref(
    'City of Santa Fe Living Wage Ordinance, rate from March 1, 2025 (CPI-W West adjustment every March 1), https://santafenm.gov/ ; Santa Fe County Living Wage Ordinance, https://www.santafecountynm.gov/ ; estimated until checked against the notice itself',
    '2025-03-01',
  ),
  ALBUQUERQUE: ref(
    "UC Berkeley Labor Center, Inventory of US City and County Minimum Wage Ordinances: Albuquerque's minimum wage has been surpassed by New Mexico's, https://laborcenter.berkeley.edu/inventory-of-us-city-and-county-minimum-wage-ordinances/",
    '2026',
  ),
} as const;
