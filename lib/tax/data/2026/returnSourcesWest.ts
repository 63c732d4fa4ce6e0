/**
 * The agency publications behind the 2026 withholding returns, programs and unemployment reports
 * of the central and western states (docs/tax.md#payment-calendar). Same shape as ./returnSources.
 */
export const RETURN_SOURCES_WEST = {
  IL_IDOR_HOUSEHOLD: {
    source:
      'Illinois Department of Revenue, Answer 435 (household employees) and Form IL-941 instructions: a household employer may report the year’s withholding on its own Form IL-1040, https://tax.illinois.gov/questionsandanswers/435.html ; a registered employer files Form IL-941 each quarter, by the last day of the month after the quarter, and new registrants pay monthly with Form IL-501',
    asOf: '2026',
  },
  MI_TREASURY_WITHHOLDING: {
    source:
      'Michigan Department of Treasury, Withholding Tax filing deadlines: monthly and quarterly returns (Form 5080) on or before the 20th day of the month after the period, the annual return (Form 5081) by February 28, https://www.michigan.gov/taxes/business-taxes/withholding',
    asOf: '2026',
  },
  MN_DOR_HOUSEHOLD: {
    source:
      'Minnesota Department of Revenue, Withholding Fact Sheet 7, Household Employees (withholding from a household employee is not required but may be done if the employee asks and the employer agrees), https://www.revenue.state.mn.us/household-employees ; Minnesota Department of Revenue, Withholding Tax Due Dates: most employers file quarterly returns by April 30, July 31, October 31 and January 31, https://www.revenue.state.mn.us/withholding-tax-due-dates ; tax of $1,500 or less in the previous quarter may be paid with the return, more monthly or semiweekly as the IRS requires',
    asOf: '2026',
  },
  MN_PAID_LEAVE_PREMIUMS: {
    source:
      'Minnesota Unemployment Insurance (DEED), Quarterly UI and Paid Leave wage detail report and payment due dates (Minn. Stat. §268B.12): Paid Leave premiums for joint UI/Paid Leave and Paid-Leave-only accounts are due the last day of the month after the quarter, next business day after a weekend or holiday, from 2026, https://uimn.org/employers/wages-taxes/reports-payments/due-dates.jsp',
    asOf: '2026',
  },
  MO_DOR_MO941: {
    source:
      'Missouri Department of Revenue, Employer’s Tax Guide (Form 4282): Form MO-941 is filed monthly by an employer withholding $500 or more a month in two months of the past year, otherwise quarterly, https://dor.mo.gov/forms/4282_2026.pdf',
    asOf: '2026',
  },
  OH_TAX_WITHHOLDING: {
    source:
      'Ohio Department of Taxation, Employer and School District Withholding Tax Filing Guidelines (domestic service in a private home is not subject to required withholding, R.C. 5747.06(A); Form IT 501 reports and pays the tax withheld, Form IT 941 reconciles the year) and Return and Payment Due Dates (IT 501 quarterly: April 30, July 31, October 31), https://tax.ohio.gov/help-center/resources/duedates',
    asOf: '2026',
  },
  WI_DOR_WITHHOLDING: {
    source:
      'Wisconsin Department of Revenue, General Withholding Tax Questions and Publication W-166: tax withheld is reported and paid on Form WT-6 at the deposit frequency the Department assigns, and reconciled on Form WT-7, https://www.revenue.wi.gov/Pages/FAQS/pcs-with.aspx',
    asOf: '2026',
  },
  KY_DOR_WITHHOLDING: {
    source:
      '103 KAR 18:150 (Kentucky Department of Revenue), Employer’s withholding reporting requirements: $400 to $2,000 withheld in the lookback year is reported and paid quarterly on Form K-1 by April 30, July 31 and October 31, the fourth quarter with Form K-3 by January 31; less than $400 once a year on Form K-3 by January 31; $2,000 to $50,000 monthly, by the 15th, https://apps.legislature.ky.gov/law/kar/titles/103/018/150',
    asOf: '2026',
  },
  LA_LDR_L1: {
    source:
      'Louisiana Department of Revenue, When must I file Form L-1?: each Form L-1 covers one quarter and is filed by the last day of the month after the quarter (April 30, July 31, October 31, January 31) for quarterly and monthly payers, https://revenue.louisiana.gov/tax-education-and-faqs/faqs/withholding-tax/when-must-i-file-form-l1',
    asOf: '2026',
  },
  OK_OTC_WTH10001: {
    source:
      'Okla. Admin. Code 710:90-3-4 and Oklahoma Tax Commission, Form WTH 10001 (Oklahoma Quarterly Wage Withholding Tax Return): every employer files a quarterly return by the 20th day of the month after the quarter, https://oklahoma.gov/tax.html ; more than $500 withheld in a quarter is paid monthly, by the 20th',
    asOf: '2026',
  },
  IA_IDR_WITHHOLDING: {
    source:
      'Iowa Department of Revenue, Filing Frequencies and Return Due Dates (withholding): less than $6,000 withheld a year is filed and paid with a quarterly return by the last day of the month after the quarter; $6,000 to $120,000 is deposited monthly by the 15th for the first two months, with the same quarterly return, https://tax.iowa.gov/filing-frequencies-and-return-due-dates ; Iowa Department of Revenue, Withholding Due Date Calendars, http://iowa.gov/tax/business/eFilePayWHDueDates.html',
    asOf: '2026',
  },
  KS_KDOR_KW5: {
    source:
      'Kansas Department of Revenue, Kansas Withholding Tax Guide (KW-100) and Form KW-5 instructions: quarterly deposit reports are due the 25th day of the month after the quarter ($200 to $1,200 withheld a year), monthly ones the 15th ($1,200 to $8,000), annual ones January 25 ($200 or less), https://www.ksrevenue.gov/pdf/kw100.pdf',
    asOf: '2026',
  },
  NE_DOR_941N: {
    source:
      '316 Neb. Admin. Code ch. 21, §007, and Nebraska Department of Revenue, Form 941N: the withholding return is filed for each period, quarterly for most employers, by the last day of the month after it, https://revenue.nebraska.gov/ ; an employer with $500 or less a year or filing its federal returns annually may be assigned an annual period',
    asOf: '2026',
  },
  AZ_ADOR_A1QRT: {
    source:
      'A.R.S. §43-401(C), https://www.azleg.gov/ars/43/00401.htm ; Arizona Department of Revenue, Form A1-QRT (Arizona Quarterly Withholding Tax Return): an employer whose withholding averaged $1,500 or less a quarter in the preceding four quarters pays by April 30, July 31, October 31 and January 31 for the quarter before, https://azdor.gov/ ; more is paid on the federal deposit schedule; every employer reconciles each quarter on Form A1-QRT by the same dates',
    asOf: '2026',
  },
  CO_DOR_DR1094: {
    source:
      'Colorado Department of Revenue, Wage Withholding (and 1 CCR 201-2, rule 39-22-604.4): an employer withholding less than $7,000 in the lookback period files Form DR 1094 quarterly, by April 30, July 31, October 31 and January 31, https://tax.colorado.gov/withholding-tax ; monthly filers by the 15th',
    asOf: '2026',
  },
  GA_DOR_G7: {
    source:
      'Georgia Department of Revenue, Form G-7 Quarterly Return for Quarterly Payers instructions: filed, even with no tax withheld, on or before the last day of the month after the quarter, next business day after a weekend or holiday, https://dor.georgia.gov/',
    asOf: '2026',
  },
  HI_DOTAX_HW14: {
    source:
      'HRS §235-62 and Haw. Code R. §18-235-61-08 (Department of Taxation): the withholding return (Form HW-14) is filed on or before the 15th day of the month after the quarter, https://www.capitol.hawaii.gov/hrscurrent/Vol04_Ch0201-0257/HRS0235/HRS_0235-0062.htm ; over $5,000 withheld a year is paid monthly and over $40,000 semiweekly',
    asOf: '2026',
  },
  HI_DCD_TDI: {
    source:
      'Hawaii Department of Labor and Industrial Relations, Disability Compensation Division, Temporary Disability Insurance (HRS chapter 392; Haw. Admin. Rules §12-11-59): the employer provides TDI through an insured plan bought from an authorized carrier, or an approved self-insured plan, https://labor.hawaii.gov/dcd/ ; the employee’s contribution is at most half the cost and 0.5% of weekly wages',
    asOf: '2026',
  },
  SC_DOR_WH1605: {
    source:
      'S.C. Code §§12-8-1520 and 12-8-1530, https://www.scstatehouse.gov/code/t12c008.php ; South Carolina Department of Revenue, Withholding reminders: the quarterly return (Form WH-1605 for the first three quarters, WH-1606 for the fourth) is due on the federal quarterly dates, the fourth by January 31, https://dor.sc.gov/tax/withholding/reminders ; an agent not making federal deposits pays by the last day of the month after a quarter with less than $500 withheld, otherwise by the 15th of the month after the month it reaches $500',
    asOf: '2026',
  },
  UT_USTC_HOUSEHOLD: {
    source:
      'Utah State Tax Commission, Employer Withholding: returns are filed quarterly unless the employer reports household employment taxes on federal Schedule H (Form 1040) or files Form 944, then annually, https://tax.utah.gov/withholding/employers ; the annual return is combined with the fourth quarter’s (Form TC-941E), due January 31',
    asOf: '2026',
  },
  NM_TRD_41414: {
    source:
      'New Mexico Taxation and Revenue Department, FYI-104 New Mexico Withholding Tax (2026): the Wage Withholding Tax Return (Form TRD-41414) is filed electronically, https://realfile.tax.newmexico.gov/FYI-104.pdf ; from January 1, 2026 the quarterly return and payment are due the 25th of the month after the quarter; EY Tax News 2025-2134, New Mexico announces significant reporting changes to income tax withholding, https://taxnews.ey.com/news/2025-2134-new-mexico-announces-significant-reporting-changes-to-income-tax-withholding-and-the-workers-compensation-assessment-fee',
    asOf: '2026',
  },
  AR_DFA_AR941M: {
    source:
      'Ark. Admin. Code 006.05.1997-4, rule 1.26-51-908(a) (Department of Finance and Administration): every employer starts on a monthly schedule, the return and payment due the 15th of the next month (Form AR941M); $199 or less a year may be moved to one annual return by January 31, https://www.dfa.arkansas.gov/ ; no quarterly returns',
    asOf: '2026',
  },
  MT_DOR_WITHHOLDING: {
    source:
      'Montana Department of Revenue, Wage Withholding Returns and Payments: payments follow the schedule the Department assigns from the lookback period (annual, monthly by the 15th of the next month, or accelerated), and Form MW-3 reconciles the year by January 31, https://revenue.mt.gov/taxes/withholding-tax/wage-withholding-returns-and-payments',
    asOf: '2026',
  },
  ID_STC_910: {
    source:
      'Idaho State Tax Commission, Withholding Due Dates and Filing withholding returns: Form 910 is filed quarterly, by the last day of the month after the quarter, by an employer withholding $750 or less a quarter, https://tax.idaho.gov/taxes/income-tax/withholding/withholding-due-dates/ ; annually, by the last day of January, for less than $750 a year; monthly, by the 20th, above that',
    asOf: '2026',
  },
  ID_IDOL_TAX020: {
    source:
      'Idaho Code §72-1349(3), https://legislature.idaho.gov/statutesrules/idstat/Title72/T72CH13/SECT72-1349 ; Idaho Department of Labor, Employer Handbook to Unemployment Insurance: contributions for each quarter are reported (Form TAX020, Employer Quarterly Unemployment Insurance Tax Report, with the wage report, in the Employer Portal) and paid on or before the last day of the month after the quarter, https://www.labor.idaho.gov/dnn/Businesses/Help-with-Unemployment-Tax',
    asOf: '2026',
  },
  ND_TAX_306: {
    source:
      'North Dakota Office of State Tax Commissioner, Form 306 (Income Tax Withholding Return) instructions: filed for each quarter by April 30, July 31, October 31 and January 31, https://www.tax.nd.gov/ ; an annual filer files for the whole year by January 31',
    asOf: '2026',
  },
  ND_JOBSND_UI: {
    source:
      'Job Service North Dakota, File Reports: liable employers electronically file the Employer’s Contribution and Wage Report each quarter in UI EASY, https://www.jobsnd.com/unemployment-business-tax/file-reports ; the quarter’s filing deadline is the last day of the month after it, next business day after a weekend (N.D. Admin. Code 27-02-07-09); Job Service North Dakota, news release on the Employer’s Contribution and Wage Report, https://www.jobsnd.com/news/employers-contribution-and-wage-report-2020-3-assessed-interest-being-addressed',
    asOf: '2026',
  },
  SD_DLR_FORM21: {
    source:
      'S.D. Admin. R. 47:06:02:11, https://sdlegislature.gov/Rules/Administrative/47:06:02:11 ; South Dakota Department of Labor and Regulation, Reemployment Assistance Tax: contributions, the investment fee and wages are reported each quarter (Form 21, Employer’s Reemployment Assistance Quarterly Report) and paid in the month after the quarter, https://dlr.sd.gov/ra/businesses/default.aspx ; a domestic employer that elects and qualifies to report annually pays by January 31',
    asOf: '2026',
  },
  AK_DOLWD_TQ01C: {
    source:
      '8 AAC 85.020(c), https://www.akleg.gov/basis/aac.asp#8.85.020 ; Alaska Department of Labor and Workforce Development, Employment Security Tax: the quarterly contribution report and wage schedule (Form TQ01C), with the employer and employee contributions, on or before the last day of the month after each quarter, https://labor.alaska.gov/estax/',
    asOf: '2026',
  },
  WY_DWS_UI: {
    source:
      'Wyoming Department of Workforce Services, Unemployment Insurance: employers file quarterly wage and contribution reports in WYUI (the UI Only or joint UI/Workers’ Compensation Summary Report), https://dws.wyo.gov/dws-division/unemployment-insurance/',
    asOf: '2026',
  },
} as const;
