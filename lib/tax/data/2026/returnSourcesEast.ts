/**
 * The agency publications behind the 2026 returns of the eastern and southern states added beside
 * ./returnSources (docs/tax.md#payment-calendar): withholding returns, state programs and
 * unemployment reports. Same shape as ./sources.
 */
// Retrieval: agency pages, regulations and form instructions found by search over stored public
// pages; each due-date rule below is the agency's or the rule's own wording, summarised.
export const RETURN_SOURCES_EAST = {
  NC_NCDOR_NC5: {
    source:
      'North Carolina Department of Revenue, Withholding Tax (and Form NC-30, Income Tax Withholding Tables and Instructions for Employers): Form NC-5 is filed quarterly by the last day of the month after the quarter, or monthly by the 15th, at the frequency the Department assigns by the tax withheld, https://www.ncdor.gov/taxes-forms/withholding-tax',
    asOf: '2026',
  },
  VA_TAX_WITHHOLDING: {
    source:
      'Virginia Tax, Withholding Tax, and Instructions for Form VA-6H: an employer withholding less than $100 a month files and pays quarterly (Form VA-5) by the last day of the month after the quarter, https://www.tax.virginia.gov/withholding-tax ; a household employer of domestic help only may register to file and pay once a year with Form VA-6H and the Forms W-2, by January 31',
    asOf: '2026',
  },
  WV_IT101: {
    source:
      'W. Va. Code §11-21-74 and West Virginia State Tax Department, Instructions for Form WV/IT-101Q: employers are monthly payers and quarterly filers except those withholding less than $600 a year and employers of certain domestic and household employees, who file the annual return, Form WV/IT-101A, by January 31 after the year, https://code.wvlegislature.gov/11-21-74/',
    asOf: '2026',
  },
  DC_OTR_FR900Q: {
    source:
      'District of Columbia Office of Tax and Revenue, Withholding Tax Forms: a household employer reports DC income tax withheld on Form FR-900Q, filed on or before the 20th day of the month after each quarter, https://otr.cfo.dc.gov/page/withholding-tax-forms-2019-filing-season-tax-year-2018',
    asOf: '2019',
  },
  DC_PAID_FAMILY_LEAVE: {
    source:
      'District of Columbia Department of Employment Services, Office of Paid Family Leave, Information for Employers: the Paid Family Leave tax is paid each quarter on the past quarter’s wages through the Employer Self Service Portal, the same account used for unemployment insurance, https://dcpaidfamilyleave.dc.gov/',
    asOf: '2026',
  },
  ME_PFML: {
    source:
      'Maine Department of Labor, Paid Family and Medical Leave: employers register on the PFML portal, file quarterly wage reports and remit premiums each quarter, due by the last day of the month after the quarter (the first quarter’s by April 30), https://www.maine.gov/paidleave/',
    asOf: '2025',
  },
  RI_941: {
    source:
      '280-RICR-20-55-10.8, Reporting and Remitting Taxes Withheld, Rhode Island Division of Taxation: every employer files Form RI-941 by the last day of the month after each quarter, https://rules.sos.ri.gov/regulations/part/280-20-55-10 ; tax withheld is paid with it when under $50 a month, monthly within 20 days when $50 to $600, weekly above that',
    asOf: '2026',
  },
  PA_W3: {
    source:
      'Pennsylvania Department of Revenue, Employer Withholding (myPATH), Employer W-3 Return Quarterly Reconciliation: Form PA-W3 is filed each quarter by the last day of the month after it, https://www.pa.gov/agencies/revenue/resources/mypath/multi-import/employer-withholding-file-upload-specs/employer-w-3.html ; the tax withheld is paid at the frequency the Department assigns by the amount withheld',
    asOf: '2026',
  },
  AL_ADOR_A1: {
    source:
      'Ala. Admin. Code r. 810-3-74-.01 and Alabama Department of Revenue, Withholding Tax: Form A-1, Employer’s Quarterly Return of Income Tax Withheld, with the tax, by the last day of the month after the quarter (Form A-6 monthly only when more than $1,000 is withheld in the first or second month), https://www.revenue.alabama.gov/individual-corporate/taxes-administered-by-individual-corporate-income-tax/withholding-tax/ ; the Department’s withholding publication lists domestic employees among those exempt from withholding',
    asOf: '2026',
  },
  AL_UC_CR4: {
    source:
      'Ala. Admin. Code r. 480-4-2-.17 and Alabama Department of Labor, Unemployment Compensation: quarterly contributions, with the Quarterly Contribution Report (UC-CR4) and wage report (UC-CR4A), are due on or before the last day of the month after the quarter, https://labor.alabama.gov/',
    asOf: '2026',
  },
  DE_W1Q: {
    source:
      '30 Del. C. §1154 and Delaware Division of Revenue, Employer’s Withholding Guide, Section 5: a quarterly filer (no more than $4,500 withheld in the lookback period) files Form W-1Q and pays by the last day of the month after the quarter, https://revenue.delaware.gov/services/wit_folder/section5.shtml ; a monthly filer files Form W-1 by the 15th; an employer with no prior record files monthly until its next lookback period',
    asOf: '2026',
  },
  DE_UC8: {
    source:
      '19 Del. Admin. Code 1202-3.0, Delaware Division of Unemployment Insurance: contributions are reported on Form UC-8 with payment, due on the last day of the month after the quarter in which the wages are paid, https://labor.delaware.gov/',
    asOf: '2026',
  },
  DE_PAID_LEAVE: {
    source:
      '19 Del. Admin. Code 1401-6.0 and Delaware Department of Labor, Division of Paid Leave: enrolled employers submit Hours & Wage reports and contributions each quarter in Delaware LaborFirst, due April 30, July 31, October 31 and January 31, next business day after a weekend or holiday, https://de.gov/paidleave',
    asOf: '2026',
  },
  MS_DOR_89105: {
    source:
      'Mississippi Department of Revenue, Withholding Tax: withholding returns (Form 89-105) are due the 15th day of the month after the period, the next business day after a weekend or holiday, https://www.dor.ms.gov/business/withholding-tax ; the filing period (monthly or quarterly) follows the tax withheld',
    asOf: '2026',
  },
  MS_MDES_QUARTERLY: {
    source:
      'Mississippi Department of Employment Security, Quarterly Report and Tax Due Dates: quarterly wage reports and taxes are due April 30, July 31, October 31 and January 31, the next business day after a weekend, https://mdes.ms.gov/employers/unemployment-tax/reporting-and-filing/quarterly-report-and-tax-due-dates/',
    asOf: '2026',
  },
  VT_WHT436: {
    source:
      'Vermont Department of Taxes, Form WHT-436 Instructions (Quarterly Withholding Reconciliation) and The Vermont Child Care Contribution: every withholding account files Form WHT-436 each quarter, due April 25, July 25, October 25 and January 25 (next business day after a weekend or holiday), https://tax.vermont.gov/node/8609 ; the Child Care Contribution is paid on the withholding schedule and reported on the WHT-436',
    asOf: '2026',
  },
  VT_C101: {
    source:
      'Vermont Department of Labor, Quarterly Reporting & Taxable Wage Information: every employer liable for unemployment insurance files the quarterly C-101 Wage and Contribution Report electronically, due the last day of the month after the quarter (the third quarter’s by October 31), https://labor.vermont.gov/unemployment-insurance/ui-employers/quarterly-reporting-taxable-wage-information',
    asOf: '2026',
  },
} as const;
