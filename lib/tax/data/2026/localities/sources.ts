import { sourceRef as ref } from '../../../localities/types';

/**
 * Where the 2026 locality figures come from. There is no internet here: each agency document was
 * read through a public transcription (named after "as transcribed in"), or, where no agency copy
 * was found, a secondary report ("as reported by"), and those figures are marked estimated. The
 * queries tried for the missing ones are in docs/tax-local.md#local-income-tax-sources.
 */

export const LOCALITY_SOURCES = {
  NYC: ref(
    // Retrieval: as transcribed in wisent-ai/rachuba tables/state-NY-2026/nyc.toml; checked against
    // two further independent transcriptions of the 1/26 edition (a per-paycheck Table II whose
    // biweekly brackets are the annual ones ÷ 26 at the same six rates, and an annual Method II
    // seed with the same rows and the $5,000 / $5,500 deductions). tax.ny.gov itself was not read.
    'NYS-50-T-NYC (1/26), New York City Withholding Tax Tables and Methods, Method II pp.24-26, https://www.tax.ny.gov/pdf/publications/withholding/nys50_t_nyc.pdf',
    '2026-01-01',
  ),
  YONKERS: ref(
    // Retrieval: as transcribed in wisent-ai/rachuba tables/state-NY-2026/yonkers.toml.
    'NYS-50-T-Y (1/26), Yonkers Withholding Tax Tables and Methods, resident surcharge pp.17-22 and Method VIII p.25, https://www.tax.ny.gov/pdf/publications/withholding/nys50_t_y.pdf',
    '2026-01-01',
  ),
  MD_GUIDE: ref(
    // Retrieval: as transcribed in open-withholding/open-withholding data/us/md/2026.
    'Maryland Employer Withholding Guide (2026), percentage method: 10 local rate schedules (2.25%-3.30%), "use the rate that equals or slightly exceeds the actual local income tax rate", https://www.marylandcomptroller.gov/content/dam/mdcomp/tax/instructions/withholding/2026/withholding-guide.pdf',
    '2026-01-01',
  ),
  MD_MEMO: ref(
    // Retrieval: the memo's Attachment 1 as checked line by line (with the Department of
    // Legislative Services' CY 2026 column, 2026CountyLocalTaxRates.pdf) in
    // ELGUEDDARI/statelinecalc .tooling/test/verif-retenue-md.js and data/rates-2026.js.
    'Comptroller of Maryland, 2026 Maryland State and Local Income Tax Withholding Information, Attachment 1, Local Income Tax Withholding Rates for 2026 (Feb 4, 2026), https://www.marylandcomptroller.gov/content/dam/mdcomp/md/state-payroll/memos/2026/2026-maryland-state-and-local-withholding-information.pdf ; the same rates in the Department of Legislative Services, Local Income Tax Rates in Maryland (CY 2026), https://dls.maryland.gov/pubs/prod/NoPblTabPDF/2026CountyLocalTaxRates.pdf',
    '2026-02-04',
  ),
  PHILADELPHIA: ref(
    // Retrieval: the Department of Revenue's July 2025 and July 2026 notices were not found
    // ("Philadelphia wage tax rate July 1 2026 resident 3.74 non-resident Department of Revenue",
    // "phila.gov new Wage Tax rates effective July 1, 2025 residents 3.74% non-residents 3.43%",
    // "phila.gov City Wage Tax rate change July 1, 2026 3.735%"); only the 2017 and 2020 notices
    // came back. A news summary of the FY26 budget gives 3.70% / 3.39% for July 2025, against the
    // bill and every other report (3.74% / 3.43%): not used.
    'Philadelphia City Council Bill No. 250195, amending Chapter 19-1500 (Wage and Net Profits Tax), § 19-1502(1): residents 2.24% city portion from July 1, 2025 and 2.235% from July 1, 2026, plus the 1.50% PICA tax (3.74%, 3.735%), non-residents 3.43% and 3.425%, https://phila.legistar.com/LegislationDetail.aspx?GUID=C841EB7B-511D-475D-970C-82D1CB241A86&ID=7260382',
    '2026-07-01',
  ),
  INDIANA: ref(
    // Retrieval: as transcribed in capable78638974979473297813001-pixel/payroll-tax-engine- data/local/IN-counties-2026.json.
    'Indiana Department of Revenue, Departmental Notice #1 (R46 / 01-26), county income tax rates effective Jan. 1, 2026, https://www.in.gov/dor/files/dn01.pdf',
    '2026-01-01',
  ),
  INDIANA_OCTOBER: ref(
    'Indiana Department of Revenue, Departmental Notice #1, county income tax rates effective Jan. 1, 2026 and the revised table effective Oct. 1, 2026 (counties changed since Jan. 1 marked), https://www.in.gov/dor/files/dn01.pdf',
    '2026-10-01',
  ),
  PA_EIT: ref(
    'Pennsylvania DCED, Act 32 earned income tax rates by PSD code, https://munstats.pa.gov/Public/FindLocalTax.aspx',
    '2026',
  ),
  OH_MUNI: ref(
    'Ohio Department of Taxation, The Finder (municipal and school district income tax rates), https://thefinder.tax.ohio.gov',
    '2026',
  ),
  MI_CITY: ref(
    'Michigan Department of Treasury, "What cities impose an income tax?", https://www.michigan.gov/taxes/questions/iit/accordion/general/what-cities-impose-an-income-tax',
    '2026',
  ),
  KY_OCC: ref(
    'Kentucky Department of Revenue, local occupational license taxes (collected by each city and county), https://revenue.ky.gov',
    '2026',
  ),
} as const;
