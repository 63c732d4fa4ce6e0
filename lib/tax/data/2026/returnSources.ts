/**
 * The agency publications behind the 2026 household-employer returns and their due dates
 * (docs/tax.md#payment-calendar). Same shape as ./sources.
 */
export const RETURN_SOURCES = {
  CA_EDD_HOUSEHOLD: {
    source:
      'California EDD, Household Employer (and the Household Employer’s Guide, DE 8829): quarterly household employers report wages and pay with Form DE 3BHW by the last day of the month after the quarter; those paying $20,000 or less a year may elect to pay annually (DE 3HW), https://edd.ca.gov/en/payroll_taxes/household_employer/',
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
  AZ_DES_UI: {
    source:
      'Arizona Department of Economic Security, Unemployment Tax and Wage Report (Form UC-018): liable employers report wages and pay unemployment tax each quarter by the last day of the month after the quarter, https://des.az.gov/',
    asOf: '2026',
  },
  CO_FAMLI: {
    source:
      '7 CCR 1107-3.3 and Colorado FAMLI Division, Employers: wage reports and premiums are submitted through My FAMLI+ Employer each quarter, by the end of the month after the quarter, https://famli.colorado.gov/employers',
    asOf: '2026',
  },
  CT_DRS_HOUSEHOLD: {
    source:
      'Connecticut Department of Revenue Services, Seasonal and Household Employees Tax Information: withholding from a household employee is voluntary; a household employer that withholds is set up as an annual filer and files the household version of Form CT-941 with the year’s tax by April 15 after the year, https://portal.ct.gov/drs/withholding-taxes/seasonal-employees/seasonal-and-household-employees-tax-information',
    asOf: '2026',
  },
  CT_PAID_LEAVE: {
    source:
      'CT Paid Leave Authority, Remit Contributions: employers remit the employee contributions each quarter; no penalty or interest if paid by the last day of the month after the quarter, https://www.ctpaidleave.org/Remit-Contributions',
    asOf: '2026',
  },
  DC_DOES_UI: {
    source:
      'District of Columbia Department of Employment Services, Reporting and Liability Questions: Form UC-30 each quarter, due April 30, July 31, October 31 and January 31; an employer of household help only may instead file Form UC-30H once a year by April 15, https://does.dc.gov/service/liability-questions',
    asOf: '2026',
  },
  FL_DOR_RT6: {
    source:
      'Rule 73B-10.025, F.A.C., and Florida Department of Revenue, Employer’s Quarterly Report (RT-6): filed by the last day of the month after the quarter; an employer solely of domestic workers with an earned rate may be approved to report once a year (Form RT-7A, by December 1 for the next year), https://floridarevenue.com/forms',
    asOf: '2026',
  },
  GA_DOL_4A: {
    source:
      'Georgia Department of Labor, Annual Tax and Wage Report for Domestic Employment (Form DOL-4A): domestic employers file one report, with any payment, by January 31 after the year, next business day after a weekend, https://dol.georgia.gov/',
    asOf: '2026',
  },
  IL_IDES_HOUSEHOLD: {
    source:
      'Illinois Department of Employment Security, FAQs for Employers and Household Employer Taxes and Reporting: Form UI-3/40 and contributions by April 30, July 31, October 31 and January 31; a household employer may instead pay once a year with Form UI-HA by April 15 after the year, https://ides.illinois.gov/employer-resources/taxes-reporting/household-workers.html',
    asOf: '2026',
  },
  ME_MRS_EMPLOYMENT: {
    source:
      'Maine Revenue Services, Employment Tax Returns: Form 941ME (Employer’s Return of Maine Income Tax Withholding) and Form ME UC-1 (unemployment contributions, processed by Maine Revenue Services for the Maine Department of Labor), quarterly returns, https://www.maine.gov/revenue/tax-return-forms/employment-tax-returns-2025',
    asOf: '2025',
  },
  MI_UIA_QUARTERLY: {
    source:
      'Michigan Unemployment Insurance Agency, How and When To Pay Your Unemployment Taxes: Employer’s Quarterly Wage/Tax Reports are due April 25, July 25, October 25 and January 25, https://www.michigan.gov/leo/bureaus-agencies/uia',
    asOf: '2026',
  },
  MN_UI_WAGE_DETAIL: {
    source:
      'Minnesota Unemployment Insurance Employer Handbook, Reports and payments (Minn. Stat. §268.044): a wage detail report each quarter, received by the last day of the month after the quarter, https://www.uimn.org/employers/publications/emp-hbook/report-pay.jsp',
    asOf: '2026',
  },
  OR_COMBINED_PAYROLL: {
    source:
      'ORS 657.571, Oregon Employment Department, Record Keeping, and Oregon Department of Revenue, Oregon Combined Payroll Tax Report instructions: unemployment insurance, state withholding and Paid Leave Oregon contributions are reported together on Form OQ each quarter; domestic employers may choose to file once a year with the Oregon Annual Tax Report (Form OA), https://www.oregon.gov/employ/Businesses/Tax/Pages/Record-Keeping.aspx; https://www.oregon.gov/dor/forms/FormsPubs/combined-payroll_211-155-2_2023.pdf',
    asOf: '2026',
  },
  RI_TX17: {
    source:
      '260-RICR-40-05-1.27 and Rhode Island Department of Labor and Training, Employer Tax Unit: the Quarterly Tax and Wage Report (Form TX-17) carries Employment Security, Job Development Fund and Temporary Disability Insurance taxes, due by the last day of the month after the quarter, https://dlt.ri.gov/employers/employer-tax-unit',
    asOf: '2026',
  },
  TX_TWC_QUARTERLY: {
    source:
      'Texas Workforce Commission, Unemployment Tax Basics: liable employers file quarterly wage reports and pay quarterly, due by the last day of the month after the quarter; the Domestic Employment page sets out a domestic employer’s reporting and paying options, https://www.twc.texas.gov/businesses/unemployment-tax-basics',
    asOf: '2026',
  },
  MO_DES_QUARTERLY: {
    source:
      'Missouri Division of Employment Security, Quarterly Reports: employers report each worker’s wages every quarter on the Quarterly Contribution and Wage Report (MODES-4), online through UInteract or on paper, https://labor.mo.gov/des/employers/quarterly-reports',
    asOf: '2026',
  },
  NC_DES_NCUI101: {
    source:
      'North Carolina Division of Employment Security, Forms and Documents: NCUI 101, Quarterly Tax and Wage Report; a domestic employer is liable once it pays $1,000 in a quarter, https://des.nc.gov/need-help/forms-and-documents',
    asOf: '2026',
  },
  NV_ESD_NUCS4072: {
    source:
      'Nevada Employment Security Division, reporting: every registered employer files the Employer’s Quarterly Contribution and Wage Report (Form NUCS 4072) and pays any tax each quarter by the delinquent date, https://ui.nv.gov/ESSHTML/reporting_specs.htm',
    asOf: '2026',
  },
  OH_ODJFS_QUARTERLY: {
    source:
      'Ohio Department of Job and Family Services, Registering as an Employer: a Quarterly Tax Return each quarter, due April 30, July 31, October 31 and January 31, https://jfs.ohio.gov/ouc/uctax/registering_as_an_employer.stm',
    asOf: '2026',
  },
  WI_DWD_UCT101: {
    source:
      'Wisconsin Department of Workforce Development, File Tax Report: the quarterly contribution report (Form UCT-101) and quarterly wage report (UC-7823), https://dwd.wisconsin.gov/uitax/file_tax_report.htm',
    asOf: '2026',
  },
  HI_DLIR_UCB6: {
    source:
      'Hawaii Department of Labor and Industrial Relations, Unemployment Insurance, New Employer Registration: Form UC-B6 (Employer’s Quarterly Wage, Contribution and Employment and Training Assessment Report) with all contributions and assessments by the end of the month after the quarter, https://labor.hawaii.gov/ui/employer-registration',
    asOf: '2026',
  },
  SC_DEW_QUARTERLY: {
    source:
      'South Carolina Department of Employment and Workforce, File a Wage Report: a quarterly contribution and wage report each quarter, due April 30, July 31, October 31 and January 31, https://dew.sc.gov/unemployment-tax-information/file-wage-report',
    asOf: '2026',
  },
  TN_PREMIUM_WAGE: {
    source:
      'Tennessee Department of Labor and Workforce Development, Wage and Premium Reports: the Premium Report (LB-0456) and Wage Report (LB-0851) with any premiums are due within one month after the quarter, delinquent after April 30, July 31, October 31 and January 31, https://www.tn.gov/workforce/employers/tax-and-insurance-redirect/unemployment-insurance-tax/wage-and-premium-reports.html',
    asOf: '2026',
  },
  KY_UI3: {
    source:
      '787 KAR 1:220: the Employer’s Quarterly Unemployment Wage and Tax Report (UI-3) is due the last day of the month after the calendar quarter, https://www.lrc.ky.gov/kar/787/001/220.htm',
    asOf: '2026',
  },
  LA_LWC_QUARTERLY: {
    source:
      'Louisiana Workforce Commission, Wage and Tax Reporting and Employer Tax FAQs: quarterly wage and tax reports are due by the last day of the month after the quarter; annual domestic filers by January 31, https://www.laworks.net/UnemploymentInsurance/UI_WageTaxReportingOverview.asp',
    asOf: '2026',
  },
  OK_OESC_OES3: {
    source:
      'Okla. Admin. Code 240:10-5-91 and Oklahoma Employment Security Commission, Employers: the Employer’s Quarterly Contribution and Wage Report (Form OES-3), filed through the employer portal by the last day of the month after the quarter; a domestic employer is liable from $1,000 in a quarter, https://oklahoma.gov/oesc/employers.html',
    asOf: '2026',
  },
  UT_DWS_QUARTERLY: {
    source:
      'Utah Admin. Code R994-302-102 and Utah Department of Workforce Services, Wage Reporting Schedule and Quarterly Reporting: the Employer’s Quarterly Wage List and Contribution Report is due April 30, July 31, October 31 and January 31; a domestic employer may choose to file and pay once a year by January 31, https://jobs.utah.gov/ui/employer/Public/WageReportingSchedule.aspx',
    asOf: '2026',
  },
  IA_IWD_QUARTERLY: {
    source:
      'Iowa Admin. Code r. 871-23.8 and Iowa Workforce Development, Employer Handbook: quarterly contribution and payroll reports are due the last day of the month after the quarter, the next business day after a weekend or holiday; a domestic employer is liable from $1,000 in a quarter, https://workforce.iowa.gov/employers/unemployment-insurance/employer-handbook/employers-covered-under-law',
    asOf: '2026',
  },
  KS_KDOL_KCNS100: {
    source:
      'Kansas Department of Labor, Obligations of Liable Employers and How to File Your Quarterly Wage Reports: the Quarterly Wage Report and Unemployment Tax Return (K-CNS 100) is due the last day of the month after each calendar quarter, https://www.dol.ks.gov/employers/how-to-file-your-quarterly-wage-reports',
    asOf: '2026',
  },
  MA_DUA_QUARTERLY: {
    source:
      'Massachusetts Department of Unemployment Assistance, Employer contributions: employment and wage details are filed and contributions paid quarterly through UI Online, within one calendar month after the quarter; a domestic employer is subject once it pays $1,000 in a quarter, https://www.mass.gov/info-details/employers-subject-to-unemployment-insurance-ui-contributions',
    asOf: '2026',
  },
  NE_DOL_COMBINED: {
    source:
      '220 Neb. Admin. Code ch. 1, §001 and Nebraska Department of Labor: quarterly combined tax reports and wage reports, with the combined tax, are due on the last day of the first month after the quarter, https://dol.nebraska.gov/',
    asOf: '2026',
  },
  PA_UC_QUARTERLY: {
    source:
      'Pennsylvania Department of Labor and Industry, Office of UC Tax Services, Filing Information: quarterly reports and contributions (employer and employee) are due April 30, July 31, October 31 and January 31, the next business day after a weekend or holiday, filed in UCMS (Forms UC-2/UC-2A), https://www.uc.pa.gov/employers-uc-services-uc-tax/filing-information/Pages/Filing%20Information.aspx',
    asOf: '2026',
  },
} as const;
