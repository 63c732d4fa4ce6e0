/**
 * The agency pages and rules behind the 2026 state unemployment reports' forms and due dates
 * (docs/tax.md#payment-calendar). Same shape as ./sources; kept apart from ./returnSources so
 * each file stays small.
 */
export const UI_REPORT_SOURCES = {
  AZ_DES_UI: {
    source:
      'Arizona Department of Economic Security, Unemployment Tax and Wage Report (Form UC-018): liable employers report wages and pay unemployment tax each quarter by the last day of the month after the quarter, https://des.az.gov/',
    asOf: '2026',
  },
  CO_CDLE_UI: {
    source:
      'Colorado Department of Labor and Employment, Pay Premiums and Report Wages: premium and wage reports are due quarterly, April 30, July 31, October 31 and January 31, in MyUI Employer+, https://cdle.colorado.gov/pay-premiums-and-report-wages',
    asOf: '2026',
  },
  CT_DOL_UC2: {
    source:
      'Connecticut Department of Labor, UC-5A/UC-2 Filing Requirements: each quarter liable employers file the Employee Quarterly Earnings Report (UC-5A) and the Employer Contribution Return (UC-2), http://www.ctdol.state.ct.us/uitax/file-req.htm',
    asOf: '2026',
  },
  DC_DOES_UI: {
    source:
      'District of Columbia Department of Employment Services, Reporting and Liability Questions: Form UC-30 each quarter, due April 30, July 31, October 31 and January 31, https://does.dc.gov/service/liability-questions ; an employer of household help only may instead file Form UC-30H once a year by April 15',
    asOf: '2026',
  },
  FL_DOR_RT6: {
    source:
      'Rule 73B-10.025, F.A.C., and Florida Department of Revenue, Employer’s Quarterly Report (RT-6): filed by the last day of the month after the quarter, https://floridarevenue.com/forms ; an employer solely of domestic workers with an earned rate may be approved to report once a year (Form RT-7A, by December 1 for the next year)',
    asOf: '2026',
  },
  GA_DOL_4A: {
    source:
      'Georgia Department of Labor, Annual Tax and Wage Report for Domestic Employment (Form DOL-4A): domestic employers file one report, with any payment, by January 31 after the year, next business day after a weekend, https://dol.georgia.gov/',
    asOf: '2026',
  },
  HI_DLIR_UCB6: {
    source:
      'Hawaii Department of Labor and Industrial Relations, Unemployment Insurance, New Employer Registration: Form UC-B6 (Employer’s Quarterly Wage, Contribution and Employment and Training Assessment Report) with all contributions and assessments by the end of the month after the quarter, https://labor.hawaii.gov/ui/employer-registration',
    asOf: '2026',
  },
  IA_IWD_QUARTERLY: {
    source:
      'Iowa Admin. Code r. 871-23.8 and Iowa Workforce Development, Employer Handbook: quarterly contribution and payroll reports are due the last day of the month after the quarter, the next business day after a weekend or holiday, https://workforce.iowa.gov/employers/unemployment-insurance/employer-handbook/employers-covered-under-law ; a domestic employer is liable from $1,000 in a quarter',
    asOf: '2026',
  },
  IL_IDES_HOUSEHOLD: {
    source:
      'Illinois Department of Employment Security, FAQs for Employers and Household Employer Taxes and Reporting: Form UI-3/40 and contributions by April 30, July 31, October 31 and January 31, https://ides.illinois.gov/employer-resources/taxes-reporting/household-workers.html ; a household employer may instead pay once a year with Form UI-HA by April 15 after the year',
    asOf: '2026',
  },
  IN_DWD_UPLINK: {
    source:
      'Indiana Department of Workforce Development, Reporting and Paying FAQs: quarterly wage and employment reports are filed and contributions paid in Uplink Employer Self Service, https://www.in.gov/dwd/indiana-unemployment/employers/FAQs/reporting-and-paying-faq',
    asOf: '2026',
  },
  KS_KDOL_KCNS100: {
    source:
      'Kansas Department of Labor, Obligations of Liable Employers and How to File Your Quarterly Wage Reports: the Quarterly Wage Report and Unemployment Tax Return (K-CNS 100) is due the last day of the month after each calendar quarter, https://www.dol.ks.gov/employers/how-to-file-your-quarterly-wage-reports',
    asOf: '2026',
  },
  KY_UI3: {
    source:
      '787 KAR 1:220: the Employer’s Quarterly Unemployment Wage and Tax Report (UI-3) is due the last day of the month after the calendar quarter, https://www.lrc.ky.gov/kar/787/001/220.htm',
    asOf: '2026',
  },
  LA_LWC_QUARTERLY: {
    source:
      'Louisiana Workforce Commission, Wage and Tax Reporting and Employer Tax FAQs: quarterly wage and tax reports are due by the last day of the month after the quarter, https://www.laworks.net/UnemploymentInsurance/UI_WageTaxReportingOverview.asp ; annual domestic filers by January 31',
    asOf: '2026',
  },
  MA_DUA_QUARTERLY: {
    source:
      'Massachusetts Department of Unemployment Assistance, Employer contributions: employment and wage details are filed and contributions paid quarterly through UI Online, within one calendar month after the quarter, https://www.mass.gov/info-details/employers-subject-to-unemployment-insurance-ui-contributions ; a domestic employer is subject once it pays $1,000 in a quarter',
    asOf: '2026',
  },
  MD_DUI_BEACON: {
    source:
      'Maryland Division of Unemployment Insurance, Information for New Employers: employers submit wage reports and pay contributions each quarter in BEACON, https://labor.maryland.gov/employment/new-employers.shtml',
    asOf: '2026',
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
  MO_DES_QUARTERLY: {
    source:
      'Missouri Division of Employment Security, Quarterly Reports: employers report each worker’s wages every quarter on the Quarterly Contribution and Wage Report (MODES-4), online through UInteract or on paper, https://labor.mo.gov/des/employers/quarterly-reports',
    asOf: '2026',
  },
  NC_DES_NCUI101: {
    source:
      'North Carolina Division of Employment Security, Forms and Documents: NCUI 101, Quarterly Tax and Wage Report, https://des.nc.gov/need-help/forms-and-documents ; a domestic employer is liable once it pays $1,000 in a quarter',
    asOf: '2026',
  },
  NE_DOL_COMBINED: {
    source:
      '220 Neb. Admin. Code ch. 1, §001 and Nebraska Department of Labor: quarterly combined tax reports and wage reports, with the combined tax, are due on the last day of the first month after the quarter, https://dol.nebraska.gov/',
    asOf: '2026',
  },
  NM_DWS_QUARTERLY: {
    source:
      '11.3.400.404 NMAC (New Mexico Department of Workforce Solutions): the wage and contribution report is filed electronically by the last day of the month after the quarter, the next business day after a weekend or holiday, https://www.srca.nm.gov/nmac/nmregister/xxxi/11.3.400emeramend.html',
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
  OK_OESC_OES3: {
    source:
      'Okla. Admin. Code 240:10-5-91 and Oklahoma Employment Security Commission, Employers: the Employer’s Quarterly Contribution and Wage Report (Form OES-3), filed through the employer portal by the last day of the month after the quarter, https://oklahoma.gov/oesc/employers.html ; a domestic employer is liable from $1,000 in a quarter',
    asOf: '2026',
  },
  PA_UC_QUARTERLY: {
    source:
      'Pennsylvania Department of Labor and Industry, Office of UC Tax Services, Filing Information: quarterly reports and contributions (employer and employee) are due April 30, July 31, October 31 and January 31, the next business day after a weekend or holiday, filed in UCMS (Forms UC-2/UC-2A), https://www.uc.pa.gov/employers-uc-services-uc-tax/filing-information/Pages/Filing%20Information.aspx',
    asOf: '2026',
  },
  RI_TX17: {
    source:
      '260-RICR-40-05-1.27 and Rhode Island Department of Labor and Training, Employer Tax Unit: the Quarterly Tax and Wage Report (Form TX-17) carries Employment Security, Job Development Fund and Temporary Disability Insurance taxes, due by the last day of the month after the quarter, https://dlt.ri.gov/employers/employer-tax-unit',
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
  TX_TWC_QUARTERLY: {
    source:
      'Texas Workforce Commission, Unemployment Tax Basics: liable employers file quarterly wage reports and pay quarterly, due by the last day of the month after the quarter, https://www.twc.texas.gov/businesses/unemployment-tax-basics ; the Domestic Employment page sets out a domestic employer’s reporting and paying options',
    asOf: '2026',
  },
  UT_DWS_QUARTERLY: {
    source:
      'Utah Admin. Code R994-302-102 and Utah Department of Workforce Services, Wage Reporting Schedule and Quarterly Reporting: the Employer’s Quarterly Wage List and Contribution Report is due April 30, July 31, October 31 and January 31, https://jobs.utah.gov/ui/employer/Public/WageReportingSchedule.aspx ; a domestic employer may choose to file and pay once a year by January 31',
    asOf: '2026',
  },
  VA_VEC_QUARTERLY: {
    source:
      '16VAC5-32-20 (Virginia Employment Commission): each employer reports its workers and wages for each calendar quarter, not later than the last day of the month after the quarter, https://law.lis.virginia.gov/admincode/title16/agency5/chapter32/section20',
    asOf: '2026',
  },
  WI_DWD_UCT101: {
    source:
      'Wisconsin Department of Workforce Development, File Tax Report: the quarterly contribution report (Form UCT-101) and quarterly wage report (UC-7823), https://dwd.wisconsin.gov/uitax/file_tax_report.htm',
    asOf: '2026',
  },
  AR_DWS_QUARTERLY: {
    source:
      'Arkansas Division of Workforce Services, Regulation No. 6 (Ark. Admin. Code 208.00.07-003): each employer files an Employer’s Quarterly Contribution and Wage Report with its contributions every calendar quarter',
    asOf: '2026',
  },
  MT_UI5: {
    source:
      'Admin. R. Mont. 24.40.1609 and Montana Department of Labor and Industry, Unemployment Insurance Employer Resources: the quarterly wage report (UI-5) and tax are due April 30, July 31, October 31 and January 31, the next business day after a weekend or holiday, https://uid.dli.mt.gov/employers',
    asOf: '2026',
  },
  NH_NHES_QUARTERLY: {
    source:
      'N.H. Code Admin. R. Emp 303.02 and New Hampshire Employment Security: every employer files the Employer Tax and Wage Report each quarter, on or before the date contributions are due, https://www.nhes.nh.gov/',
    asOf: '2026',
  },
  WV_QUARTERLY: {
    source:
      'W. Va. Code R. §83-1-6 (WorkForce West Virginia): each employer reports its workers and wages quarterly, on or before the last day of the month after the calendar quarter',
    asOf: '2026',
  },
} as const;
