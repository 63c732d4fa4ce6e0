/**
 * Primary sources (statutes, agency pages and IRS publications) for the 2026 overtime rules,
 * employer surcharges, family-employee rules and payment calendar. Same shape as ./sources; kept
 * apart so each file stays small. Where only a secondary report was found, the entry says
 * "as reported by" and the figures using it are marked `estimated`.
 */
interface SourceRef {
  readonly source: string;
  readonly asOf: string;
  /** Set where the source is secondary or not retrieved: every figure spreading it is estimated. */
  readonly estimated?: boolean;
}

export const AGENCY_SOURCES = {
  ORS_653_547: {
    source:
      'ORS 653.547(2)(a) (Oregon Domestic Workers’ Protection Act): 1.5× after 40 hours a week, or 44 hours for a domestic worker who lives in the employer’s home; Oregon BOLI, https://www.oregon.gov/boli/workers/Pages/domestic-workers.aspx',
    asOf: '2016-01-01',
  },
  CA_LC_1454: {
    source:
      'California Labor Code §1454 (Domestic Worker Bill of Rights, as amended by SB 1015 / SB 1344): a personal attendant gets 1.5× after 9 hours in a workday or 45 in a workweek',
    asOf: '2017-01-01',
  },
  CA_WAGE_ORDER_15: {
    source:
      'IWC Wage Order 15-2001 §3(A)(1) (Cal. Code Regs. tit. 8 §11150), California DIR, https://www.dir.ca.gov/IWC/IWCArticle15.pdf: household occupations, 1.5× after 8 hours a day or 40 a week and for the first 8 hours of a seventh consecutive day; 2× after 12 hours a day and after 8 on the seventh day',
    asOf: '2001',
  },
  CA_WAGE_ORDER_15_LIVE_IN: {
    source:
      'IWC Wage Order 15-2001 §3(A)(2) (Cal. Code Regs. tit. 8 §11150), California DIR: a live-in employee gets 12 hours off duty a day (3 of them within the 12-hour span of work); work in off-duty hours is paid 1.5×, and on a sixth or seventh workday the first 9 hours at 1.5× and the rest at 2×.',
    asOf: '2001',
  },
  MA_AGO_DW: {
    source:
      'Massachusetts Attorney General, Domestic workers: domestic workers have the same rights as other workers to minimum wage and overtime, https://www.mass.gov/ago/dw ; M.G.L. c.151 §1A has no live-in exemption',
    asOf: '2026',
  },
  HI_DLIR_DW: {
    source:
      'Hawaii DLIR, Domestic Workers Rights (Act 248, 2013; HRS chapter 387), https://labor.hawaii.gov/domestic-workers-rights: minimum wage and overtime after 40 hours a week, live-in domestic service workers included',
    asOf: '2013-07-01',
  },
  CO_COMPS: {
    source:
      'Colorado COMPS Order (7 CCR 1103-1) Rule 4.1.1, Colorado Department of Labor and Employment: overtime after 40 hours a week or 12 hours a day',
    asOf: '2026',
  },
  NRS_608_018: {
    source:
      'Nevada Legislature, NRS 608.018(1)–(2) (rev. 2023): 1.5× after 40 hours a week, and after 8 hours in a workday for an employee paid less than 1.5 times the minimum wage of NRS 608.250, https://www.leg.state.nv.us/NRS/NRS-608.html#NRS608Sec018 ; domestic service employees (NRS 608.009) are covered',
    asOf: '2023',
  },
  IL_820_ILCS_105: {
    source:
      '820 ILCS 105/3(d) and 105/4a (Illinois Minimum Wage Law): domestic workers (820 ILCS 182/10) are covered whatever the number of employees, and the overtime exemptions of 105/4a(2) name no live-in domestic worker, so 1.5× after 40 hours a week; 56 Ill. Adm. Code 210 (IDOL, effective 2022-08-01) on meal, rest and sleep periods',
    asOf: '2022-08-01',
  },
  MN_STAT_177_25: {
    source:
      'Minn. Stat. §177.25 (overtime after 48 hours a week) and §177.23 subd. 7 (no live-in domestic exclusion in the parts read); Minn. R. 5200.0121 (24-hour duty: meal periods and up to 8 hours of sleep may be excluded by agreement); revisor.mn.gov',
    asOf: '2026',
  },
  NY_LABOR_170: {
    source:
      'NY Labor Law §170 and 12 NYCRR 142-2.2 (Domestic Workers’ Bill of Rights), NY DOL, https://dol.ny.gov/domestic-workers-bill-rights: overtime after 40 hours, or 44 for a live-in domestic worker',
    asOf: '2010-11-29',
  },
  CA_EDD_ETT: {
    source:
      'California EDD, Employment Training Tax: 0.1% of the first $7,000 of each employee’s wages, http://www.edd.ca.gov/Payroll_Taxes/Employment_Training_Tax.htm ; 2026 rate 0.1% per EDD Contribution Rates (12/18/2025), as reported by Bloomberg Tax',
    asOf: '2025-12-18',
  },
  DC_ADMIN_ASSESSMENT: {
    source:
      'D.C. Code §51-103 administrative funding assessment, DC DOES Unemployment Insurance Handbook for Employers ("Administrative Assessment"); 0.2% for all employers as reported by Bloomberg Tax (DOES rates update, Dec 2022, unchanged since)',
    asOf: '2023-01-01',
  },
  MN_DEED_2026: {
    source:
      'Minnesota DEED 2026 unemployment insurance tax rates (uimn.org): base tax rate 0.4% added to every employer’s rate, new-employer rates 1% to 8.9% by industry, plus an additional assessment, as reported by Bloomberg Government ("Minnesota Releases 2026 Unemployment Insurance Taxes, Wage Base")',
    asOf: '2025-12',
  },
  MN_WORKFORCE_FEE: {
    source:
      'Minn. Stat. §116L.20 workforce development assessment, 0.1% of taxable wages (DEED Employer Handbook, uimn.org); not re-confirmed for 2026',
    asOf: '2021',
  },
  PUB926_FAMILY: {
    source:
      'IRS Publication 926, Household Employer’s Tax Guide, https://www.irs.gov/publications/p926 ("Wages not counted" for Social Security and Medicare, and for FUTA: spouse, child under 21, parent with the exception for a divorced, widowed or disabled-spouse employer, employee under 18 whose principal occupation is not household work)',
    asOf: '2026',
  },
  CA_DE231FAM: {
    source:
      'California EDD Information Sheet: Family Employment (DE 231FAM) and CUIC §631: a child under 18 employed by a parent, and a parent or spouse employed by their child or spouse, are excluded from UI, ETT and SDI',
    asOf: '2024',
  },
  FUTA_CR_2025_FINAL: {
    source:
      'US DOL, Final 2025 FUTA Credit Reductions (rev. 11-10-25): CA 1.2%, US Virgin Islands 4.5%, CT and NY 0.0%; as reported by PayrollOrg (https://blogs.payroll.org/pay-news-now/california-virgin-islands-face-futa-credit-reduction-for-2025)',
    asOf: '2025-11-10',
  },
  IRS_1040ES_2026: {
    source:
      'IRS Form 1040-ES (2026) payment due dates: April 15, June 15 and September 15, 2026, and January 15, 2027; Pub 926 ("Pay the taxes: estimated tax payments or more withholding")',
    asOf: '2026',
  },
  IRS_W2_2026: {
    source:
      'IRS General Instructions for Forms W-2 and W-3 (2026): Copy A with Form W-3 to the SSA and Copies B, C and 2 to the employee by January 31, moved to the next business day when it falls on a weekend (IRC §7503): February 1, 2027',
    asOf: '2026',
  },
  IRS_SCHEDULE_H: {
    source:
      'IRS Instructions for Schedule H (Form 1040) (2026): file with Form 1040 by April 15, 2027',
    asOf: '2026',
  },
  STATE_UI_QUARTERLY: {
    source:
      'State UI quarterly contribution reports: most states require them by the last day of the month after the quarter (e.g. MN DEED, DC DOES UC-30); some states let household employers file once a year (e.g. California’s DE 3HW); weekend dates move to the next business day',
    asOf: '2026',
  },
  OK_TWB_2026: {
    source:
      // Retrieval: first seen in an open-source tax model's Oklahoma UI parameters (PR #8265).
      'Oklahoma Employment Security Commission 2026 taxable wage base $25,000 (2025: $28,200); EY Tax Alert 2026-0278 confirms a lower 2026 base; estimated until checked against the Commission’s own notice',
    asOf: '2026-05-12',
    estimated: true,
  },
  MA_DUA_WTFP: {
    source:
      // Retrieval: read via the weldsuite verbatim quote, 2026-10-09.
      'Massachusetts DUA 2026 UI rate schedule and employer guide: Workforce Training Fund contribution 0.056% of taxable wages, paid with the quarterly UI contribution; Massachusetts DUA, COVID-19 Recovery Assessment rates: new employers are exempt, https://www.mass.gov/info-details/covid-19-recovery-assessment-rates',
    asOf: '2026',
  },
  GA_HB_463: {
    source:
      'Georgia HB 463, Georgia Economic Growth and Tax Relief Act of 2026 (signed 2026-05-11, retroactive to 2026-01-01): flat rate 4.99% for tax year 2026, https://gov.georgia.gov/document/2026-signed-legislation/hb-463/download ; bill text https://www.legis.ga.gov/api/legislation/document/20252026/249080',
    asOf: '2026-05-11',
  },
  MD_LABOR_2026: {
    source:
      'Maryland Department of Labor, Unemployment Insurance Tax Rates (dllr.state.md.us/employment/uitrustfundpoints.shtml): Table A, new employers 2.6%, wage base $8,500; Table A and the 2.6% new-employer rate kept for 2026 as reported by Bloomberg Tax ("Maryland Unemployment Insurance Tax Rates Unchanged for 2026")',
    asOf: '2026',
  },
  VA_CODE_60_2_526: {
    source:
      'Code of Virginia §60.2-526(B): an employer newly subject to the Act pays 2.5% until it has a computed rate, https://law.lis.virginia.gov/vacodefull/title60.2/chapter5/article4/',
    asOf: '1999',
  },
  GA_OCGA_34_8_181: {
    source:
      'O.C.G.A. §34-8-181: from January 1, 2024 to December 31, 2026 each new or newly covered employer pays an administrative assessment of 0.06% of wages until it has an experience rate (Georgia DOL)',
    asOf: '2024-01-01',
  },
  NV_NRS_612_606: {
    source:
      'NRS 612.606 (Nevada DETR Career Enhancement Program): 0.05% of wages, on top of the UI contribution, for employers not at the 5.4% rate',
    asOf: '2026',
  },
  MI_UIA_FAMILY: {
    source:
      'Michigan UIA, "I work in a business my family owns" (michigan.gov/uia): work for a spouse or a child, or for a parent while under 18, is not covered employment',
    asOf: '2026',
  },
  NY_DOL_EXCLUDED: {
    source:
      'NY DOL, Covered or Excluded Employment: baby-sitters under 18 excluded, https://dol.ny.gov/covered-or-excluded-employment ; spouse and children under 21 of a sole proprietor excluded under the NY Unemployment Insurance Law (that exclusion not confirmed on an agency page, so estimated)',
    asOf: '2026',
    estimated: true,
  },
  CT_UI_FAMILY: {
    source:
      'Connecticut unemployment compensation law: an individual’s parent, spouse or child under 18 employed by that individual is excluded, as reported by the CT state retirement program (myctsavings.com FAQ)',
    asOf: '2026',
  },
  AZ_DES_2026: {
    source:
      'Arizona DES 2026 unemployment tax rate chart: new employers 2%, wage base $8,000, as reported by Bloomberg Government ("Arizona Decreases Unemployment Insurance Tax Rates for 2026")',
    asOf: '2026',
  },
  KY_KRS_341_030: {
    source:
      'KRS 341.030 taxable wage base schedule ($300 a year up to $12,000; as reported by CCH), after $11,400 in 2024 (Kentucky UI self-service, as reported by LegalClarity) and $11,700 in 2025',
    asOf: '2026',
  },
  ID_IDOL_2026: {
    source:
      'Idaho Governor and Idaho Department of Labor 2026 unemployment tax announcement: new-employer rate stays 1.0%, taxable wage base $58,300 (from $55,300); estimated until checked against the announcement itself',
    asOf: '2025-12',
    estimated: true,
  },
  HI_DLIR_UI_2026: {
    source:
      'Hawaii DLIR notice of Dec. 10, 2025: 2026 Contribution Rate Schedule C, taxable wage base $64,500, new employers 2.40%, Employment and Training Assessment 0.01% of taxable wages; as reported by a law firm client alert, https://www.esandalaw.com/?p=1916',
    asOf: '2025-12-10',
    estimated: true,
  },
  CO_CDLE_RATES: {
    source:
      'Colorado CDLE, Beginning Rates (cdle.colorado.gov): non-construction new employers 1.53% beginning rate + 0.17% support surcharge + 1.35% solvency surcharge = 3.05% (2024); the 2026 premium-rate page keeps 1.53% + 0.17% for unrated employers and sets the 2026 chargeable wage limit at $30,600 (cdle.colorado.gov/employers/unemployment-insurance-premiums/premium-rates)',
    asOf: '2026',
  },
  GA_DOL_NEW_EMPLOYER: {
    source:
      'Georgia DOL, Employers FAQs: new or newly covered employers are assigned a total tax rate of 2.70% (2.64% plus the 0.06% administrative assessment of O.C.G.A. §34-8-181)',
    asOf: '2024',
  },
  FL_DOR_RT: {
    source:
      'Florida Department of Revenue, Reemployment Tax Rate Information, https://www.floridarevenue.com/taxes/taxesfees/Pages/rt_rate.aspx: new employers 2.7% for their first 10 quarters; wages up to $7,000 per employee (2026 rates)',
    asOf: '2026-01-01',
  },
  PA_DLI_UC: {
    source:
      'Pennsylvania Department of Labor & Industry, UC Tax, https://www.pa.gov/en/agencies/dli/resources/for-employers-and-educators/how-to-file/uc-tax.html: newly liable non-construction employers 3.8220% for 2023 and thereafter, on the first $10,000 of wages (the page’s own example)',
    asOf: '2023-01-01',
  },

  OH_ODJFS: {
    source:
      'Ohio Department of Job and Family Services, Contribution Rates, https://jfs.ohio.gov/ouio/uctax/rates.stm: new employers 2.7% (except construction), annual taxable wage base $9,000',
    asOf: '2023',
  },
  OH_TECH_FEE: {
    source:
      'Ohio HB 96 (2025) technology and customer service fee, 0.15% of the first $9,000 of each employee’s wages, January 2026 to December 2027, per the ODJFS Director’s letter of Nov 7, 2025, as reported by https://www.zinnerco.com/zinner-blog/odjfs-adds-new-technology-and-customer-service-fee',
    asOf: '2025-11-07',
  },
  MI_UIA: {
    source:
      'Michigan UIA (LEO FAQ): new employers 2.7% on the first $9,500 of each employee’s wages; for 2026 employers in good standing pay on a lower base because the Trust Fund was above $2.5 billion on June 30, 2025 (michigan.gov/leo/bureaus-agencies/uia/employers/about-taxes-and-ui)',
    asOf: '2026',
  },
  IN_DWD: {
    source:
      'Indiana DWD Employer Guide, Rate Computation (in.gov/dwd): premiums on the first $9,500 of wages; typical new employer 2.5% (IC 22-4-11-2)',
    asOf: '2026',
  },
  WI_DWD: {
    source:
      'Wisconsin DWD UI tax rates (dwd.wisconsin.gov/ui/employers/taxrates.htm): Schedule D new-employer rate 3.05% for taxable payroll under $500,000, wage base $14,000; Schedule D kept for 2025 (DWD employer letter)',
    asOf: '2025',
  },
  TX_TWC: {
    source:
      'Texas Workforce Commission, Unemployment Insurance Tax Rates (twc.texas.gov/businesses/unemployment-insurance-tax-rates): a newly liable employer pays its NAICS industry average or 2.7%, whichever is higher; taxable wages $9,000 per employee (statute)',
    asOf: '2026',
  },
  SC_DEW_2026: {
    source:
      'SC Department of Employment and Workforce, 2026 tax rate press release (Nov 17, 2025), https://dew.sc.gov/node/4156: new businesses pay the new-employer rate of 1.0% in 2026; rates apply to the first $14,000 each employee earns (DEW contribution tables)',
    asOf: '2025-11-17',
  },
  AL_REVENUE_UC: {
    source:
      'Alabama Department of Revenue, Unemployment Compensation Tax (revenue.alabama.gov): tax on the first $8,000 paid to each employee; newly liable employers 2.7% (Alabama Department of Labor, as reported by BMSS)',
    asOf: '2026',
  },
  MD_FAMLI: {
    source:
      'Maryland Department of Labor, FAMLI "Contributions" (employer page), https://paidleave.maryland.gov/employers/contributions: contributions start January 1, 2027 (HB 102, 2025); employers with fewer than 15 employees (in and out of state) remit only the employee half and may withhold it',
    asOf: '2026',
  },
  CT_DOL_2026: {
    source:
      'Connecticut DOL, Information on Unemployment Tax Rate for Calendar Year 2026 and Tax Rates and Taxable Wage Base (portal.ct.gov/dol): taxable wage base $27,000, new employer rate 1.9%',
    asOf: '2026-01-01',
  },
} as const satisfies Record<string, SourceRef>;
