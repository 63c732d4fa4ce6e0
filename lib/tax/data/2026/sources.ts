/**
 * The publications behind the 2026 figures, each with the date it speaks for. A figure spreads one
 * of these (`{ value, ...SOURCES.EY_SUI }`) so its source and `asOf` always travel together.
 * A figure resting on a secondary report, a prior year or an unconfirmed value is `estimated`
 * (docs/tax-data.md#state-unemployment-figures). The agency sources for the unemployment figures are in
 * ./unemploymentSources and ./estimatedUiSources.
 */
interface SourceRef {
  readonly source: string;
  readonly asOf: string;
}

export const SOURCES = {
  SSA_COLA: {
    source:
      'SSA, 2026 Social Security Changes (COLA fact sheet, October 2025): maximum taxable earnings $184,500, https://www.ssa.gov/news/press/factsheets/colafacts2026.pdf ; as reported by https://www.boomer-news.com/insurance/cost-of-living-adjustment-increases-2-8-in-2026-contribution-base-increased-to-184-500',
    asOf: '2025-10',
  },
  PUB926_2026: {
    source:
      'IRS Publication 926 (2026), Household Employer’s Tax Guide, https://www.irs.gov/publications/p926 ; summary as reported by https://standard-deduction.com/irs-publication-926',
    asOf: '2025-12',
  },
  HWS2026: {
    source:
      'SSA, 2026 Social Security Changes (COLA fact sheet): domestic employee coverage threshold $3,000, https://www.ssa.gov/news/press/factsheets/colafacts2026.pdf ; IRC §3121(x) indexing, $1,000 × AWI(2024) ÷ AWI(1993) rounded down to $100',
    asOf: '2025-12',
  },
  PUB926_RULES: {
    source:
      'IRS Publication 926, https://www.irs.gov/publications/p926 (rule text also in the older edition at https://taxmap.ntis.gov/taxmap/pubs/p926-000.htm; unchanged)',
    asOf: '2026',
  },
  EY_SUI: {
    source:
      'State UI agencies’ 2026 wage bases (FUTA base: IRC §3306(b)(1)), as compiled by EY Tax Alert 2026-0124, https://taxnews.ey.com/news/2026-0124-2026-state-unemployment-insurance-taxable-wage-bases',
    asOf: '2026-01-06',
  },
  FUTA_CR_2026: {
    source:
      'Projection from the US DOL final 2025 FUTA credit reductions (CA 1.2%) plus the 0.3% yearly step of FUTA §3302(c)(2); as reported by https://hrlogics.com/blog/2026-futa-strategy-managing-the-impact-of-last-years-credit-reductions and the American Staffing Association, https://americanstaffing.net/posts/2025/11/18/ca-employers-avoid-benefit-cost-rate-offset (final DOL list after Nov 10, 2026)',
    asOf: '2026',
  },
  P15T_2026: {
    source:
      'IRS Pub 15-T (2026) Worksheet 1A annual percentage-method tables, as transcribed identically in several public payroll repositories; consistent with the 2026 brackets and standard deduction',
    asOf: '2026',
  },
  IRS_2026_INFL: {
    source:
      'IRS, inflation adjustments for tax year 2026 (news release, Oct 9, 2025), https://www.irs.gov/newsroom ; as reported by https://www.wicpa.org/news/articles/2833:irs-adjusts-tax-brackets-standard-deduction-for-2026',
    asOf: '2025-10-09',
  },
  DCFSA: {
    source:
      'IRC §129(a)(2)(A) as amended by OBBBA (P.L. 119-21); as reported by https://blog.nisbenefits.com/dependent-care-fsa-maximum-increases-2026',
    asOf: '2025-07-04',
  },
  CDCC: {
    source:
      'IRC §21 as amended by OBBBA (P.L. 119-21); as reported by https://www.lbbiowa.com/obbb/child-care-credit and PolicyEngine gov/irs/credits/cdcc/phase_out/amended_structure/second_start.yaml',
    asOf: '2025-07-04',
  },
  DOL_FS79D: {
    source:
      'https://www.dol.gov/agencies/whd/fact-sheets/79d-flsa-domestic-service-hours-worked ; 29 CFR 552.100, 552.102 (FLSA §13(b)(21) live-in exemption)',
    asOf: '2015-01-01',
  },
  FED_MIN_WAGE: {
    source:
      'FLSA §6(a)(1), 29 U.S.C. 206 ($7.25 since July 24, 2009); as reported by https://www.hrministrysolutions.com/blog/2026-minimum-wage',
    asOf: '2026',
  },
  FNP2026: {
    source:
      "State UI agencies’ 2026 figures as reported by First Nonprofit ('SUTA 2026 cost changes'), https://www.firstnonprofit.com/?p=31794",
    asOf: '2026',
  },
  ED2026: {
    source:
      "https://employdrive.helpjuice.com/en_US/176798-payroll-tax-compliance/2024-state-tax-updates-copy-103-copy-535 ('2026 State Tax Updates')",
    asOf: '2025-12-18',
  },
  TC2025: {
    source:
      'https://support.thomas-and-company.com/hc/en-us/articles/20494180655127-What-is-My-State-s-Unemployment-Taxable-Wage-Base (2025 table)',
    asOf: '2025',
  },

  UT_CODE: {
    source:
      'Utah Pub. 14 (rev. 04/26) as implemented in a public payroll module (4.45% and the 2026 UI wage base $50,700); secondary',
    asOf: '2026-04',
  },
  UI_THRESH: {
    source:
      'Household UI registration tests (CA $750, NY $500, DC $500 in cash wages in a calendar quarter; other states follow the FUTA $1,000 a quarter test of IRS Pub 926), as reported by https://wikisum.wiki/wiki/Nanny_tax',
    asOf: '2026',
  },
  KS_DOM: {
    source:
      'https://dol.ks.gov/es/-/who-is-a-domestic-or-household-employer- ($1,000 cash wages in a quarter)',
    asOf: '2026',
  },
  CA_SDI_DOM: {
    source:
      'https://vdocuments.site/2021-state-disability-and-paid-leave-reference-guide.html (CA domestic employers with quarterly payroll of $750 or more)',
    asOf: '2022',
  },
  EY_PFML: {
    source:
      'https://taxnews.ey.com/news/2026-0131-2026-state-disability-paid-family-and-medical-leave-and-long-term-care-insurance-wage-base-and-rates (EY, as of Jan 5, 2026)',
    asOf: '2026-01-05',
  },
  NJDOL: {
    source:
      'https://www.nj.gov/labor/lwdhome/press/2025/20251229_newbenefitrates2026.shtml (NJDOL, Dec 29, 2025)',
    asOf: '2025-12-29',
  },
  NJ_UI_EMPLOYEE: {
    source:
      'https://tktenterprises1.com/NewJersey.html (2026 employee UI 0.3825% on $44,800) ; workforce/supplemental workforce fund 0.0425% (long-standing)',
    asOf: '2026',
  },
  NJ_TDI_FLI: {
    source:
      'https://www.risk-strategies.com/blog/new-jersey-disability-family-leave-insurance-rate-updates-for-2026 ; https://www.mybenefitadvisor.com/articles/compliance/2025/q4/new-jersey-releases-2026-disability-and-family-leave-amounts',
    asOf: '2025-10-30',
  },
  PA_UC: {
    source:
      'https://www.pa.gov/en/agencies/dli/resources/for-employers-and-educators/how-to-file/uc-tax/employee-withholding.html (0.07% of total gross wages, 2023 and thereafter)',
    asOf: '2024-05-23',
  },
  RIDLT: {
    source:
      'RI DLT, 2026 UI and TDI rates (release of Dec 18, 2025), as reported by https://oceanstateobserver.com/article/876547389-2026-tax-rates-for-unemployment-insurance-and-temporary-disability-insurance',
    asOf: '2025-12-18',
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
  },
  NY_PFL: {
    source:
      'NY Paid Family Leave 2026: 0.432% of wages up to $411.91 a year, as reported by https://www.nfp.com/insights/ny-announces-2026-paid-family-leave-limits',
    asOf: '2026',
  },
  NY_DBL: {
    source:
      'NY Workers’ Compensation Law §209 (employee share at most 0.5% of wages, $0.60 a week), as summarised at https://infohh.com/new-york-state-disability-insurance/',
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
      'https://www.risk-strategies.com/blog/massachusetts-pfml-updates-for-2026 ; https://www.mondaq.com/unitedstates/employee-rights-labour-relations/1687788 (2026: 0.88% total; under 25 covered individuals no employer share)',
    asOf: '2025-10-21',
  },
  MN_PL: {
    source:
      'https://info.paidleave.mn.gov/employers/premiums/index.jsp ; https://www.uimn.org/employers/paid-leave/small-employer-premiums.jsp (0.88%; small employers 0.66%, employee at most 0.44%)',
    asOf: '2026-01-01',
  },
  DC_UPL: {
    source:
      'https://unum.com/employers/resources/compliance-resources/paid-leave-laws/Washington-DC-paid-leave-laws (0.75% from 2024-07-01) ; EY 2026-0131 lists 0.75% through Dec 31, 2025',
    asOf: '2024-07-01',
  },
  VT_CCC: {
    source:
      'https://help.backofficenow.com/what-is-vermonts-new-child-care-tax ; ADP TotalSource, Vermont Enacts New Child Care Payroll Tax',
    asOf: '2025',
  },
  MW_HRM: { source: 'https://www.hrministrysolutions.com/blog/2026-minimum-wage', asOf: '2026' },
  MW_WHB: {
    source:
      'https://www.wagehourblog.com/minimum-wages-and-exemption-thresholds-adjusted-across-the-usa (Jan 2026)',
    asOf: '2026-01',
  },
  MW_OTC: {
    source: "https://www.ontheclock.com/State-Minimum-Wage.aspx (2026, 'according to US DOL')",
    asOf: '2026',
  },
  MW_BALLOT: { source: 'https://ballotpedia.org/Minimum_wage_increases_in_2026', asOf: '2026' },
  MW_NV: { source: 'https://nevadapoliticaljournal.com/stories/minimum-wage', asOf: '2026' },
  MW_OR: {
    source:
      'https://www.millernash.com/industry-news/oregon-minimum-wage-changes-what-employers-need-to-know',
    asOf: '2025-07-01',
  },
  MW_UNVERIFIED: {
    source: 'Unverified: not found in the research corpus (general knowledge)',
    asOf: '2026',
  },
  ATR: {
    source:
      'https://atr.org/income-tax-cuts-take-effect-in-nine-states-on-new-years-day (Jan 2026)',
    asOf: '2026-01-01',
  },
  SH2026: {
    source:
      'https://www.smith-howard.com/?p=15716 (Personal Income Tax Rates - 2026, from Thomson Reuters)',
    asOf: '2026',
  },
  NOTAX: {
    source:
      'https://atr.org/income-tax-cuts-take-effect-in-nine-states-on-new-years-day ; https://visualfoodie.com/2026-state-income-tax-rates-by-state (nine states with no wage income tax)',
    asOf: '2026',
  },
  SKTAX: {
    source:
      'https://sktaxaddison.com/mazars-lead-dealmaker-behind-westfield-healths-10 (2025 rates)',
    asOf: '2025',
  },
  MS_DOR: {
    source:
      'https://news.bloomberglaw.com/payroll/mississippi-decreases-income-tax-rate-for-2025 ; https://www.visaverge.com/taxes/mississippi-2026-state-income-tax-4-on-income-over-10000',
    asOf: '2026',
  },
  STATE_RATE_UNVERIFIED: {
    source: 'Unverified: long-standing statutory rate, not re-checked for 2026',
    asOf: '2026',
  },
  DWBR: {
    source:
      'https://gtm.com/household/resource-center/domestic-workers-rights ; https://dol.ny.gov/domestic-workers-bill-rights',
    asOf: '2026',
  },
} as const satisfies Record<string, SourceRef>;
