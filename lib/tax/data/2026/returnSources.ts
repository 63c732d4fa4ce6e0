import { UI_REPORT_SOURCES } from './uiReportSources';

/**
 * The agency publications behind the 2026 household-employer returns and their due dates
 * (docs/tax.md#payment-calendar). Same shape as ./sources.
 */
export const RETURN_SOURCES = {
  ...UI_REPORT_SOURCES,
  CA_EDD_HOUSEHOLD: {
    source:
      'California EDD, Household Employer (and the Household Employer’s Guide, DE 8829): quarterly household employers report wages and pay with Form DE 3BHW by the last day of the month after the quarter, https://edd.ca.gov/en/payroll_taxes/household_employer/ ; those paying $20,000 or less a year may elect to pay annually (DE 3HW)',
    asOf: '2026',
  },
  NY_NYS45: {
    source:
      'New York State Department of Taxation and Finance, Withholding tax filing requirements and Instructions for Form NYS-45: state, New York City and Yonkers withholding and unemployment insurance on one quarterly return due the last day of the month after the quarter; $700 or more withheld in a quarter is paid sooner with Form NYS-1, https://www.tax.ny.gov/bus/wt/filing_requirements.htm',
    asOf: '2026',
  },
  NY_WCB_DBL_PFL: {
    source:
      'New York State Workers’ Compensation Board, Disability and Paid Family Leave Benefits: a household employer of a worker 40 or more hours a week insures with a carrier and may collect the employee’s contributions toward the premium, https://www.wcb.ny.gov/',
    asOf: '2026',
  },
  NJ_927H: {
    source:
      'N.J.A.C. 18:35-7.11 and New Jersey Division of Taxation, Domestic/Household Employers (Annual Payers): withholding, unemployment, disability and family leave insurance on Form NJ-927-H, with Form WR-30, by January 31 after the year, next business day after a weekend, https://www.nj.gov/treasury/taxation/businesses/payroll/domemp.shtml',
    asOf: '2026',
  },
  MA_DOR_M941: {
    source:
      'Massachusetts Department of Revenue, Tax Guide for Household Employers and Form M-941: withholding returns are filed annually, quarterly or monthly by the amount withheld, https://www.mass.gov/guides/tax-guide-for-household-employers',
    asOf: '2026',
  },
  MA_DFML: {
    source:
      'Massachusetts Department of Family and Medical Leave: contributions are reported and paid through MassTaxConnect by the last day of the month after the quarter, https://www.mass.gov/orgs/department-of-family-and-medical-leave',
    asOf: '2026',
  },
  WA_ESD_UI: {
    source:
      'Washington Employment Security Department, unemployment insurance tax and wage reports: due the last day of the month after the quarter, https://esd.wa.gov/',
    asOf: '2026',
  },
  WA_PAID_LEAVE: {
    source:
      'Washington Employment Security Department, Paid Leave: File your quarterly report and pay premiums (Paid Family and Medical Leave and WA Cares), due April 30, July 31, October 31 and January 31, https://paidleave.wa.gov/reporting/',
    asOf: '2026',
  },
  MD_MW506: {
    source:
      'Comptroller of Maryland, Employer Withholding Guide: state and county tax withheld is paid with Form MW506 at the frequency the Comptroller assigns, https://www.marylandtaxes.gov/',
    asOf: '2026',
  },
  IN_WH1: {
    source:
      'Indiana Department of Revenue, withholding: state and county tax withheld is paid with Form WH-1 at the frequency the Department assigns, https://www.in.gov/dor/',
    asOf: '2026',
  },
  PA_ACT32: {
    source:
      'Pennsylvania DCED, Local income tax information (Act 32 of 2008): employers remit local earned income tax withheld to the collector quarterly, within 30 days after the quarter, https://dced.pa.gov/local-government/local-income-tax-information/',
    asOf: '2026',
  },
  PHILADELPHIA_WAGE_TAX: {
    source:
      'City of Philadelphia Department of Revenue, Wage Tax (employers): the filing frequency depends on the tax withheld, https://www.phila.gov/services/payments-assistance-taxes/taxes/wage-tax-employers/',
    asOf: '2026',
  },
  CO_FAMLI: {
    source:
      '7 CCR 1107-3.3 and Colorado FAMLI Division, Employers: wage reports and premiums are submitted through My FAMLI+ Employer each quarter, by the end of the month after the quarter, https://famli.colorado.gov/employers',
    asOf: '2026',
  },
  CT_DRS_HOUSEHOLD: {
    source:
      'Connecticut Department of Revenue Services, Seasonal and Household Employees Tax Information: withholding from a household employee is voluntary, https://portal.ct.gov/drs/withholding-taxes/seasonal-employees/seasonal-and-household-employees-tax-information ; a household employer that withholds is set up as an annual filer and files the household version of Form CT-941 with the year’s tax by April 15 after the year',
    asOf: '2026',
  },
  CT_PAID_LEAVE: {
    source:
      'CT Paid Leave Authority, Remit Contributions: employers remit the employee contributions each quarter, https://www.ctpaidleave.org/Remit-Contributions ; no penalty or interest if paid by the last day of the month after the quarter',
    asOf: '2026',
  },
  ME_MRS_EMPLOYMENT: {
    source:
      'Maine Revenue Services, Employment Tax Returns: Form 941ME (Employer’s Return of Maine Income Tax Withholding) and Form ME UC-1 (unemployment contributions, processed by Maine Revenue Services for the Maine Department of Labor), quarterly returns, https://www.maine.gov/revenue/tax-return-forms/employment-tax-returns-2025',
    asOf: '2025',
  },
  OR_COMBINED_PAYROLL: {
    source:
      'ORS 657.571 and Oregon Employment Department, Record Keeping, https://www.oregon.gov/employ/Businesses/Tax/Pages/Record-Keeping.aspx ; Oregon Department of Revenue, Oregon Combined Payroll Tax Report instructions: unemployment insurance, state withholding and Paid Leave Oregon contributions are reported together on Form OQ each quarter, https://www.oregon.gov/dor/forms/FormsPubs/combined-payroll_211-155-2_2023.pdf ; domestic employers may choose to file once a year with the Oregon Annual Tax Report (Form OA)',
    asOf: '2026',
  },
} as const;
