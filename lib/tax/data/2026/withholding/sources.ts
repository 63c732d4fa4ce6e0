/**
 * The employer withholding guides behind the 2026 state withholding methods. There is no internet
 * here, so each figure was read from the open-withholding/open-withholding data set (public,
 * retrieved 2026-07; every file records the agency PDF's URL and SHA-256) or, where named, another
 * public transcription; the agency document is the source, the transcription is how we read it.
 *
 * The November 2026 primary-source check found no 2026 edition for DC (FR-230, 2022 parameters) or
 * Kansas (KW-100 rev. 2024), only a vendor's word that Delaware's is unchanged, and not the content
 * of Ohio's mid-2026 change; those methods stay marked estimated. New Jersey's NJ-WT (rev. Sept
 * 2025) still points to the 2020-10-01 tables. Queries tried: "Ohio employer withholding tables
 * 2026 revised effective flat 2.75% HB 96", "Microsoft Dynamics GP U.S. Payroll Tax Update 2026
 * Ohio withholding change", "DC withholding 2026 FR-230 allowance", "Delaware withholding 2026
 * percentage method", "Kansas KW-100 2026 withholding tables".
 */
interface SourceRef {
  readonly source: string;
  readonly asOf: string;
  readonly estimated?: boolean;
}

// How each guide was read (a public transcription of the agency PDF, see above) stays here in the
// code, never in what a user reads (docs/tax-data.md#source-rule).

function guide(document: string, url: string, asOf: string): SourceRef {
  return { source: `${document}, ${url}`, asOf };
}

export const WITHHOLDING_SOURCES = {
  AL: guide(
    'Alabama Withholding Tax Tables and Instructions for Employers (2026), p.7 formula and p.8 standard deduction schedule',
    'https://www.revenue.alabama.gov/forms/withholding-tax-tables-and-instructions-for-employers-and-withholding-agents-2/',
    '2026-01-01',
  ),
  AR: guide(
    'Arkansas Withholding Tax Formula Method (2026)',
    'https://www.dfa.arkansas.gov/wp-content/uploads/Withholding-Tax-Formula.pdf',
    '2026-01-01',
  ),
  AZ: guide(
    "Arizona Form A-4, Employee's Arizona Withholding Election (2026)",
    'https://azdor.gov/sites/default/files/document/FORMS_WITHHOLDING_2026_A-4_f.pdf',
    '2026-01-01',
  ),
  CA: guide(
    'EDD, California Withholding Schedules for 2026, Method B (Exact Calculation)',
    'https://edd.ca.gov/siteassets/files/pdf_pub_ctr/26methb.pdf',
    '2026-01-01',
  ),
  // The 2026 allowance came from a payroll vendor's update (Dec 18, 2025); the public
  // transcription still shows 2024's $5,000/$10,000. Not confirmed on the DR 1098 itself.
  CO: {
    ...guide(
      'Colorado DR 1098, Withholding Worksheet for Employers (2026): annual allowance $5,500 single, $11,000 married, estimated until checked against the agency’s worksheet',
      'https://tax.colorado.gov/withholding-tax',
      '2026-01-01',
    ),
    estimated: true,
  },
  CT: guide(
    'Connecticut TPG-211, Withholding Calculation Rules (Rev. 12/25, for 2026), Tables A-E',
    'https://portal.ct.gov/drs/drs-forms/current-year-forms/withholding-forms',
    '2026-01-01',
  ),
  DC: guide(
    'DC OTR FR-230 Income Tax Withholding Instructions and Tables with OTR Tax Notice 2022-08 (latest edition found)',
    'https://otr.cfo.dc.gov/page/income-tax-withholding-instructions-and-tables',
    '2022-10-17',
  ),
  DE: guide(
    "Delaware Employer's Guide, Section 17 Percentage Method Formula (2025 edition, latest found)",
    'https://revenue.delaware.gov/employers-guide-withholding-regulations-employers-duties/',
    '2025-01-01',
  ),
  GA: guide(
    "Georgia Employer's Withholding Tax Guide (2026, updated June 2026; effective May 11, 2026)",
    'https://dor.georgia.gov/document/document-document/2026-employers-tax-guide-updated-june-2026/download',
    '2026-05-11',
  ),
  HI: guide(
    "Hawaii Booklet A, Employer's Tax Guide (2026)",
    'https://files.hawaii.gov/tax/news/pubs/25BkltA.pdf',
    '2026-01-01',
  ),
  IA: guide(
    'Iowa Individual Income Tax Withholding Formula (effective 2026-01-01)',
    'https://revenue.iowa.gov/media/53/download?inline=',
    '2026-01-01',
  ),
  ID: guide(
    'Idaho EPB00744, Table for Percentage Computation Method of Withholding (2026)',
    'https://tax.idaho.gov/document-mngr/pubs_EPB00744',
    '2026-01-01',
  ),
  IL: guide(
    'Illinois Booklet IL-700-T, Illinois Withholding Income Tax Tables (2026), automated payroll method p.4',
    'https://tax.illinois.gov/content/dam/soi/en/web/tax/forms/withholding/documents/currentyear/il-700-t.pdf',
    '2026-01-01',
  ),
  IN: guide(
    'Indiana Departmental Notice #1, How to Compute Withholding for State and County Income Tax (2026)',
    'https://www.in.gov/dor/files/dn01.pdf',
    '2026-01-01',
  ),
  KS: guide(
    'Kansas KW-100 Withholding Tax Guide (rev. effective 2024-07-01, latest found)',
    'https://www.ksrevenue.gov/pdf/kw100.pdf',
    '2024-07-01',
  ),
  KY: guide(
    'Kentucky 42A003(TCF) Withholding Tax Formula (2026)',
    'https://revenue.ky.gov/Forms/2026%20Withholding%20Formula.pdf',
    '2026-01-01',
  ),
  LA: guide(
    'Louisiana R-1306, Withholding Tables and Formulas (2026)',
    'https://dam.ldr.la.gov/taxforms/1306-1-26.pdf',
    '2026-01-01',
  ),
  MA: guide(
    'Massachusetts Circular M, Income Tax Withholding Tables (Rev. 12/25, for 2026), percentage method p.12',
    'https://www.mass.gov/lists/massachusetts-dor-withholding-tax-forms',
    '2026-01-01',
  ),
  MD: guide(
    'Maryland Employer Withholding Guide (2026), percentage method rate schedules less the county rate',
    'https://www.marylandcomptroller.gov/content/dam/mdcomp/tax/instructions/withholding/2026/withholding-guide.pdf',
    '2026-01-01',
  ),
  ME: guide(
    'Maine Withholding Tables for Individual Income Tax (2026), percentage method pp.6-7',
    'https://www.maine.gov/revenue/sites/maine.gov.revenue/files/inline-files/26_wh_tab_instr.pdf',
    '2026-01-01',
  ),
  MI: guide(
    'Michigan Form 446, Income Tax Withholding Guide (2026)',
    'https://www.michigan.gov/taxes/-/media/Project/Websites/taxes/Forms/SUW/TY2026/446_Withholding-Guide_2026.pdf',
    '2026-01-01',
  ),
  MN: guide(
    'Minnesota Income Tax Withholding Instruction Booklet and Tax Tables (2026), computer formula p.34',
    'https://www.revenue.state.mn.us/sites/default/files/2025-12/wh-inst-26.pdf',
    '2026-01-01',
  ),
  MO: guide(
    "Missouri Form 4282, Employer's Tax Guide (2026), formula pp.12-13",
    'https://dor.mo.gov/forms/4282_2026.pdf',
    '2026-01-01',
  ),
  MS: guide(
    'Mississippi Pub 89-700, Withholding Income Tax Tables and Employer Instructions (2026)',
    'https://www.dor.ms.gov/sites/default/files/tax-forms/business/89700251revised1.13.2026.pdf',
    '2026-01-01',
  ),
  MT: guide(
    'Montana Employer and Information Agent Guide with Tax Tables (2026)',
    'https://revenuefiles.mt.gov/files/Forms/Montana_Employer_and_Information_Agent_Guide_with_Tax_Tables.pdf',
    '2026-01-01',
  ),
  NC: guide(
    'North Carolina NC-30, Income Tax Withholding Tables and Instructions for Employers (2026)',
    'https://www.ncdor.gov/income-tax-withholding-tables-and-instructions-employers/open',
    '2026-01-01',
  ),
  ND: guide(
    'North Dakota Income Tax Withholding Rates & Instructions (2026), annual percentage method p.45',
    'https://www.tax.nd.gov/sites/www/files/documents/forms/individual/2026-iit/2026-income-tax-withholding-rates-booklet.pdf',
    '2026-01-01',
  ),
  NE: guide(
    'Nebraska Circular EN, Income Tax Withholding (2026)',
    'https://revenue.nebraska.gov/sites/default/files/doc/business/Cir_En_2025/2026cir_en_whole.pdf',
    '2026-01-01',
  ),
  NJ: guide(
    'New Jersey NJ-WT Withholding Instructions and Percentage Method Rate Tables A-E (tables in force since 2020-10-01; no 2026 change found)',
    'https://www.nj.gov/treasury/taxation/pdf/withholdingtables.pdf',
    '2020-10-01',
  ),
  NM: guide(
    'New Mexico FYI-104, New Mexico Withholding Tax (2026), annual table',
    'https://realfile.tax.newmexico.gov/FYI-104.pdf',
    '2026-01-01',
  ),
  NY: guide(
    'NYS-50-T-NYS (1/26), New York State Withholding Tax Tables and Methods, Method II annual schedule',
    'https://www.tax.ny.gov/pdf/publications/withholding/nys50_t_nys.pdf',
    '2026-01-01',
  ),
  OH: guide(
    'Ohio Employer Withholding Optional Computer Formula (effective 2025-10-01, latest found; EY Tax Alert 2025-1929 confirms these tables and the 3.64% top withholding rate)',
    'https://dam.assets.ohio.gov/image/upload/tax.ohio.gov/employer_withholding/2025%20Withholding%20Tables/WHT_OptionalComputerFormula_2025.pdf',
    '2025-10-01',
  ),
  OK: guide(
    'Oklahoma Packet OW-2, Income Tax Withholding Tables (2026), annual table',
    'https://oklahoma.gov/content/dam/ok/en/tax/documents/resources/publications/businesses/withholding-tables/WHTables-2026.pdf',
    '2026-01-01',
  ),
  OR: guide(
    'Oregon 150-206-436, Withholding Tax Formulas (Rev. 12-31-25, for 2026)',
    'https://www.oregon.gov/dor/forms/FormsPubs/withholding-tax-formulas_206-436_2026.pdf',
    '2026-01-01',
  ),
  PA: guide(
    'Pennsylvania Department of Revenue, employer withholding: 3.07% of compensation, no exemptions',
    'https://www.pa.gov/agencies/revenue/resources/tax-types-and-information/employer-withholding',
    '2023-01-01',
  ),
  RI: guide(
    "Rhode Island Employer's Income Tax Withholding Tables (2026), percentage method pp.8-10",
    'https://tax.ri.gov/sites/g/files/xkgbur541/files/2025-12/2026%20Withholding%20Tax%20Booklet.pdf',
    '2026-01-01',
  ),
  SC: guide(
    'South Carolina WH-1603F, Formula for Computing Withholding Tax (2026, Rev. 11/4/25)',
    'https://dor.sc.gov/sites/dor/files/forms/WH1603F_2026.pdf',
    '2026-01-01',
  ),
  UT: guide(
    'Utah Publication 14, Withholding Tax Guide (Rev. 4/26, pay periods from 2026-06-01)',
    'https://files.tax.utah.gov/tax/forms/pubs/pub-14.pdf',
    '2026-06-01',
  ),
  VA: guide(
    'Virginia Income Tax Withholding Guide for Employers (effective 2025-07-02; its $8,750 standard deduction applies through 2026 under H.B. 1600, as reported by EY Tax Alert 2025-1326 and Bloomberg Tax)',
    'https://www.tax.virginia.gov/sites/default/files/vatax-pdf/employer-withholding-instructions.pdf',
    '2026',
  ),
  VT: guide(
    'Vermont GB-1210, Income Tax Withholding Instructions, Tables and Charts (2026)',
    'https://tax.vermont.gov/sites/tax/files/documents/GB-1210-2026.pdf',
    '2026-01-01',
  ),
  WI: guide(
    'Wisconsin Publication W-166, Withholding Tax Guide (2026), alternate method',
    'https://www.revenue.wi.gov/DOR%20Publications/pb166.pdf',
    // Read from a public transcription whose test fixtures reproduce W-166 examples 1-3.
    '2026-01-01',
  ),
  WV: guide(
    'West Virginia IT-100.2.A, Tables for Percentage Method of Withholding (2026), Table 5 (annual)',
    'https://tax.wv.gov/Documents/Withholding/it100.2a.pdf',
    '2026-01-01',
  ),
} as const satisfies Record<string, SourceRef>;
