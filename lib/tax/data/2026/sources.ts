/**
 * The publications behind the 2026 figures, each with the date it speaks for. A figure spreads one
 * of these (`{ value, ...SOURCES.PUB926_2026 }`) so its source and `asOf` always travel together.
 * A figure resting on a secondary report, a prior year or an unconfirmed value is `estimated`
 * (docs/tax-data.md#state-unemployment-figures). The agency sources for the unemployment figures are in
 * ./unemploymentSources and ./estimatedUiSources.
 */
interface SourceRef {
  readonly source: string;
  readonly asOf: string;
  /** Set where the source is secondary or not retrieved: every figure spreading it is estimated. */
  readonly estimated?: boolean;
}

export const SOURCES = {
  SSA_COLA: {
    source:
      'SSA, 2026 Social Security Changes (COLA fact sheet, October 2025): maximum taxable earnings $184,500, https://www.ssa.gov/news/press/factsheets/colafacts2026.pdf',
    asOf: '2025-10',
  },
  PUB926_2026: {
    source:
      'IRS Publication 926 (2026), Household Employer’s Tax Guide, https://www.irs.gov/publications/p926',
    asOf: '2025-12',
  },
  HWS2026: {
    source:
      'SSA, 2026 Social Security Changes (COLA fact sheet): domestic employee coverage threshold $3,000, https://www.ssa.gov/news/press/factsheets/colafacts2026.pdf ; IRC §3121(x) indexing, $1,000 × AWI(2024) ÷ AWI(1993) rounded down to $100',
    asOf: '2025-12',
  },
  PUB926_RULES: {
    source:
      'IRS Publication 926, Household Employer’s Tax Guide, https://www.irs.gov/publications/p926',
    asOf: '2026',
  },
  FUTA_BASE: {
    source:
      'IRC §3306(b)(1): FUTA applies to the first $7,000 of wages paid to an employee in a calendar year; IRS Publication 926, https://www.irs.gov/publications/p926',
    asOf: '2026',
  },
  FUTA_CR_2026: {
    source:
      'Projection from the US DOL final 2025 FUTA credit reductions (CA 1.2%; Federal Register doc. 2026-00342, January 12, 2026) plus the 0.3% yearly step of FUTA §3302(c)(2); DOL, FUTA credit reductions, https://oui.doleta.gov/unemploy/futa_credit.asp ; the 2025 final list as reported by PayrollOrg, https://blogs.payroll.org/pay-news-now/california-virgin-islands-face-futa-credit-reduction-for-2025 ; the final 2026 list was not found on 2026-11-26',
    asOf: '2026',
    estimated: true,
  },
  P15T_2026: {
    source:
      'IRS Publication 15-T (2026), Federal Income Tax Withholding Methods, Worksheet 1A annual percentage-method tables, https://www.irs.gov/publications/p15t ; consistent with the 2026 brackets and standard deduction',
    asOf: '2026',
  },
  IRS_2026_INFL: {
    source:
      'IRS, inflation adjustments for tax year 2026 (Rev. Proc. 2025-32 and news release of Oct 9, 2025), https://www.irs.gov/newsroom',
    asOf: '2025-10-09',
  },
  DCFSA: {
    source: 'IRC §129(a)(2)(A) as amended by P.L. 119-21 (July 4, 2025): $7,500 a year from 2026',
    asOf: '2025-07-04',
  },
  CDCC: {
    source: 'IRC §21 as amended by P.L. 119-21 (July 4, 2025), for tax years from 2026',
    asOf: '2025-07-04',
  },
  DOL_FS79D: {
    source:
      'U.S. DOL Wage and Hour Division, Fact Sheet #79D, Hours Worked Applicable to Domestic Service Employment Under the FLSA, https://www.dol.gov/agencies/whd/fact-sheets/79d-flsa-domestic-service-hours-worked ; 29 CFR 552.100, 552.102 (FLSA §13(b)(21) live-in exemption)',
    asOf: '2015-01-01',
  },
  FED_MIN_WAGE: {
    source:
      'FLSA §6(a)(1), 29 U.S.C. 206 ($7.25 since July 24, 2009); US DOL Wage and Hour Division, Minimum wage, https://www.dol.gov/agencies/whd/minimum-wage',
    asOf: '2026',
  },
  FNP2026: {
    source:
      'State UI agencies’ 2026 rate notices; estimated until checked against the agency’s own notice',
    asOf: '2026',
    estimated: true,
  },
  ED2026: {
    source:
      'State agencies’ 2026 tax updates (as of Dec 18, 2025); estimated until checked against the agency’s own notice',
    asOf: '2025-12-18',
    estimated: true,
  },
  TC2025: {
    source:
      'State UI agencies’ 2025 taxable wage bases; estimated until checked against the agency’s own notice',
    asOf: '2025',
    estimated: true,
  },

  UT_CODE: {
    source:
      'Utah State Tax Commission, Publication 14 (rev. 04/26): 4.45%; Utah DWS 2026 UI wage base $50,700; not confirmed on the agency documents, so estimated',
    asOf: '2026-04',
    estimated: true,
  },
  UI_THRESH: {
    source:
      'Household UI registration tests in cash wages in a calendar quarter: California $750 (EDD, Household Employer, https://edd.ca.gov/en/payroll_taxes/household_employer/ ), New York $500 (NY DOL, household employers), DC $500 (DC DOES); other states follow the FUTA test of $1,000 in a quarter (IRS Publication 926, https://www.irs.gov/publications/p926 )',
    asOf: '2026',
  },
  KS_DOM: {
    source:
      'https://dol.ks.gov/es/-/who-is-a-domestic-or-household-employer- ($1,000 cash wages in a quarter)',
    asOf: '2026',
  },
  CA_SDI_DOM: {
    source:
      'California EDD, Household Employer: household employers with $750 or more in cash wages in a quarter withhold SDI, https://edd.ca.gov/en/payroll_taxes/household_employer/',
    asOf: '2026',
  },
  EY_PFML: {
    source:
      'EY Tax Alert 2026-0131, 2026 state disability, paid family and medical leave and long-term care insurance wage bases and rates (as of Jan 5, 2026), https://taxnews.ey.com/news/2026-0131-2026-state-disability-paid-family-and-medical-leave-and-long-term-care-insurance-wage-base-and-rates',
    asOf: '2026-01-05',
    estimated: true,
  },
  NJDOL: {
    source:
      'https://www.nj.gov/labor/lwdhome/press/2025/20251229_newbenefitrates2026.shtml (NJDOL, Dec 29, 2025)',
    asOf: '2025-12-29',
  },
  NJ_UI_EMPLOYEE: {
    source:
      'New Jersey Department of Labor and Workforce Development, 2026 employee contributions: unemployment 0.3825% on $44,800, workforce and supplemental workforce funds 0.0425%; estimated until checked against the agency’s own notice',
    asOf: '2026',
    estimated: true,
  },
  NJ_TDI_FLI: {
    source:
      'New Jersey Department of Labor and Workforce Development, 2026 disability and family leave insurance rates and wage base; estimated until checked against the agency’s own notice',
    asOf: '2025-10-30',
    estimated: true,
  },
  PA_UC: {
    source:
      'https://www.pa.gov/en/agencies/dli/resources/for-employers-and-educators/how-to-file/uc-tax/employee-withholding.html (0.07% of total gross wages, 2023 and thereafter)',
    asOf: '2024-05-23',
  },
  RIDLT: {
    source:
      'Rhode Island Department of Labor and Training, 2026 UI and TDI rates (release of Dec 18, 2025); estimated until checked against the agency’s own notice',
    asOf: '2025-12-18',
    estimated: true,
  },
  OR_OED: {
    source:
      'https://www.oregon.gov/employ/businesses/tax/pages/current-tax-rate.aspx (Oregon Employment Department, 2026 rates)',
    asOf: '2026',
  },
  NY_UI: {
    source:
      'NY DOL 2026 unemployment insurance rates (the rate includes the 0.075% Re-employment Service Fund), as reported by Bloomberg Tax, https://news.bloombergtax.com/payroll/n-y-releases-2026-unemployment-insurance-tax-rates',
    asOf: '2026-02',
    estimated: true,
  },
  NY_PFL: {
    source:
      'New York State Paid Family Leave, 2026 employee contribution: 0.432% of wages up to $411.91 a year, https://paidfamilyleave.ny.gov/ ; estimated until checked against the agency’s own notice',
    asOf: '2026',
    estimated: true,
  },
  NY_DBL: {
    source:
      'New York Workers’ Compensation Law §209: the employee share is at most 0.5% of wages, $0.60 a week',
    asOf: '2026',
  },
  NY_WCB_HOUSEHOLD: {
    source:
      'https://www.wcb.ny.gov/content/main/coverage-requirements-db/household-employers.jsp (NY WCB: DBL and PFL required for a domestic worker employed 20 or more hours a week, or who lives on the premises, whatever the hours)',
    asOf: '2026',
  },
  WA_PFML: {
    source: 'https://paidleave.wa.gov/updates (WA ESD, 2026 premiums)',
    asOf: '2026',
  },
  WA_CARES: {
    source:
      'https://wacaresfund.wa.gov/km/node/304 (WA Cares premium 0.58% of gross wages, employee only, no cap)',
    asOf: '2025-08-04',
  },
  MA_PFML: {
    source:
      'Massachusetts Department of Family and Medical Leave, 2026 contribution rate 0.88% (employers with fewer than 25 covered individuals pay no employer share), https://www.mass.gov/orgs/department-of-family-and-medical-leave ; estimated until checked against the agency’s own notice',
    asOf: '2025-10-21',
    estimated: true,
  },
  MN_PL: {
    source:
      'Minnesota Paid Leave (DEED), "Premiums" for employers: 0.88% of wages, https://info.paidleave.mn.gov/employers/premiums/index.jsp ; small employers 0.66%, the employee paying at most 0.44%; Minnesota Unemployment Insurance, "Small employer premiums", https://www.uimn.org/employers/paid-leave/small-employer-premiums.jsp',
    asOf: '2026-01-01',
  },
  DC_UPL: {
    source:
      'DC Department of Employment Services, Paid Family Leave employer contribution 0.75% from July 1, 2024, https://dcpaidfamilyleave.dc.gov/ ; EY Tax Alert 2026-0131 lists 0.75% through Dec 31, 2025',
    asOf: '2024-07-01',
    estimated: true,
  },
  VT_CCC: {
    source:
      'Vermont Act 76 of 2023, child care contribution (0.44% of wages, employees pay at most a quarter), Vermont Department of Taxes, https://tax.vermont.gov/ ; estimated until checked against the agency’s own notice',
    asOf: '2025',
    estimated: true,
  },
  MW_HRM: {
    source:
      'State labor departments’ 2026 minimum wages; estimated until checked against the agency’s own notice',
    asOf: '2026',
    estimated: true,
  },
  MW_WHB: {
    source:
      'Minimum wages and exemption thresholds adjusted across the USA (law firm client alert, Jan 2026), https://www.wagehourblog.com/minimum-wages-and-exemption-thresholds-adjusted-across-the-usa',
    asOf: '2026-01',
    estimated: true,
  },
  MW_OTC: {
    source:
      'US DOL, State minimum wage laws (2026), https://www.dol.gov/agencies/whd/minimum-wage/state ; estimated until checked against the agency’s own notice',
    asOf: '2026',
    estimated: true,
  },
  MW_BALLOT: {
    source:
      'State minimum wage statutes and ballot measures effective in 2026; estimated until checked against the agency’s own notice',
    asOf: '2026',
    estimated: true,
  },
  MW_NV: {
    source:
      'Nevada Labor Commissioner, minimum wage (NRS 608.250), https://labor.nv.gov/ ; estimated until checked against the agency’s own notice',
    asOf: '2026',
    estimated: true,
  },
  MW_OR: {
    source:
      'Oregon minimum wage changes: what employers need to know (law firm client alert), https://www.millernash.com/industry-news/oregon-minimum-wage-changes-what-employers-need-to-know',
    asOf: '2025-07-01',
    estimated: true,
  },
  MW_UNVERIFIED: {
    source:
      'State minimum wage statute; not confirmed against a 2026 agency publication, so estimated',
    asOf: '2026',
    estimated: true,
  },
  ATR: {
    source:
      'State income tax rate changes effective January 1, 2026 (state statutes); estimated until checked against the agency’s own notice',
    asOf: '2026-01-01',
    estimated: true,
  },
  SH2026: {
    source:
      'Personal Income Tax Rates - 2026 (CPA firm summary of Thomson Reuters data), https://www.smith-howard.com/?p=15716',
    asOf: '2026',
    estimated: true,
  },
  NOTAX: {
    source:
      'State law: Alaska, Florida, Nevada, New Hampshire, South Dakota, Tennessee, Texas, Washington and Wyoming tax no wage income',
    asOf: '2026',
  },
  SKTAX: {
    source:
      'State revenue departments’ 2025 income tax rates; estimated until checked against the agency’s own notice',
    asOf: '2025',
    estimated: true,
  },
  MS_DOR: {
    source:
      'Mississippi income tax 4% on income over $10,000 for 2026 (Miss. Code §27-7-5 as amended), as reported by Bloomberg Law, https://news.bloomberglaw.com/payroll/mississippi-decreases-income-tax-rate-for-2025',
    asOf: '2026',
    estimated: true,
  },
  STATE_RATE_UNVERIFIED: {
    source:
      'Long-standing statutory rate, not re-checked against a 2026 agency publication, so estimated',
    asOf: '2026',
    estimated: true,
  },
  DWBR: {
    source:
      'New York DOL, Domestic Workers’ Bill of Rights, https://dol.ny.gov/domestic-workers-bill-rights',
    asOf: '2026',
  },
} as const satisfies Record<string, SourceRef>;
