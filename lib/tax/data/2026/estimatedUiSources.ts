/**
 * Sources for the 2026 unemployment figures the engine can only estimate: a statute or an agency
 * rule without the 2026 number, an earlier year's agency figure, or a secondary compilation ("as
 * reported by"). Every figure spreading one of these is `estimated: true` with a note saying why
 * (docs/tax-data.md#state-unemployment-figures). The industry-rated states are in
 * docs/tax-data.md#industry-based-new-employer-rates.
 *
 * Not found in the November 2026 check, so kept as they were and marked estimated: the 2026 wage
 * bases of MN, MT and VT and the new-employer rates of IA, ME, DE and MT (and a private-household
 * rate in any industry-rated state). Queries tried, in the search store's pages, docs, code and
 * exact-string indexes: "Minnesota unemployment insurance taxable wage base 2026 uimn employers",
 * "uimn tax rate factors 2026", "taxable wage base for 2026 Minnesota $44,000/$45,000", "Montana
 * 2026 rate schedule taxable wage base flyer", "taxable wage base for 2026 Montana 80% of the 2024
 * average annual wage", "Montana's taxable wage base for 2026", "Vermont Department of Labor taxable
 * wage base January 1, 2026", "from $14,800 to", "Maine Department of Labor 2026 new employer
 * unemployment contribution rate predetermined yield", "Delaware HB 433 new employer assessment
 * rate 2025 2026", "19 Del. C. 3348 calendar years 2025 and 2026 new employer rate", "Iowa new
 * employer rate 2026 Table D rank", "Montana new employer rate 2026 industry", "Minnesota new
 * employer rate 2026 private households", "Washington ESD 2026 new employer unemployment tax rate
 * by industry private households NAICS 814", "Utah new employer unemployment rate 2026 by
 * industry". The DOL's "Significant Provisions of State UI Laws" 2026 edition was not stored.
 */
interface SourceRef {
  readonly source: string;
  readonly asOf: string;
  /** Set where the source is secondary or not retrieved: every figure spreading it is estimated. */
  readonly estimated?: boolean;
}

export const ESTIMATED_UI_SOURCES = {
  /** The floor every industry-rated state's default below rests on. */
  FUTA_NEW_EMPLOYER_FLOOR: {
    source:
      '26 U.S.C. §3303(a) (FUTA): a state may give an employer without enough experience a reduced rate "not less than 1 percent" on a reasonable basis; Washington ESD, Determining your tax rates (https://esd.wa.gov/employer-taxes/determining-rates): "the minimum rate being 1.00% as set by federal law"',
    asOf: '2024',
  },
  AR_ACT_740: {
    source:
      'Arkansas DWS, Employer UI information: 2025, 1.9% + 0.1% administrative assessment, https://dws.arkansas.gov/workforce-services/employers/employer-ui-information/ ; Act 740 of 2025 (SB 560) makes it 1.8% + 0.2% from 2026-01-01',
    asOf: '2025',
  },
  DC_DOES_NEW_EMPLOYER: {
    source:
      'DC DOES, Taxes, https://unemployment.dc.gov/page/taxes : a new employer pays 2.7% or the prior year’s average rate if higher',
    asOf: '2026',
  },
  DE_HB_433: {
    source:
      'Delaware HB 433 (84 Del. Laws c. 365): lowers the new-employer rate for 2025 and 2026 (EY Tax Alert 2025-0647), https://legis.delaware.gov/SessionLaws?chapter=365&volume=84 ; the rate itself is estimated until checked against the Department of Labor’s own notice',
    asOf: '2024',
  },
  LA_RS_23_1474: {
    source:
      'La. R.S. 23:1474: the wage base falls from $7,700 to $7,000 when the trust fund is projected at $1.15 billion or more; EY Tax Alert 2026-0278 lists Louisiana’s 2026 base as lower',
    asOf: '2026',
  },
  LA_LWC_RATES: {
    source:
      'Louisiana Workforce Commission, UI tax rates, https://www.laworks.net/unemploymentinsurance/ui_lainsurancetaxrates.asp : a new ("ineligible") employer pays the average rate of its industrial classification',
    asOf: '2025',
  },
  ME_MDOL_2026: {
    source:
      'Maine DOL news release of 2025-11-05 (maine.gov/labor): 2026 contribution Schedule A, wage base $12,000; new employers pay the "predetermined yield" (26 M.R.S. §1221(4-A)), whose 2026 value was not found',
    asOf: '2025-11-05',
  },
  MT_DLI_2026: {
    source:
      'Montana DLI, UI employers, https://uid.dli.mt.gov/employers/index.html : new employers get their industry’s rate (ARM 24.40.1509); 2026 rates 0.20 points lower under HB 210, estimated until checked against DLI’s release',
    asOf: '2025-12-16',
  },
  NM_DWS_RATES_2024: {
    source:
      'New Mexico DWS, How UI tax rates are calculated, http://www.dws.state.nm.us/Unemployment/Unemployment-for-a-Business/Unemployment-Insurance-Tax-Information/How-UI-Tax-Rates-Are-Calculated : a new employer pays the greater of its industry’s average rate or 1.0%; the 2024 table puts NAICS 81 (private households are 814) at 1.00%',
    asOf: '2024',
  },
  UT_DWS_RATES: {
    source:
      'Utah DWS, Tax rates FAQ, https://jobs.utah.gov/UI/Employer/Public/Questions/TaxRates.aspx : a new employer gets its industry’s two-year average benefit ratio',
    asOf: '2026',
  },
  VT_VDOL_RATES: {
    source:
      'Vermont DOL, UI tax rates, http://labor.vermont.gov/unemployment-insurance/employers/ui-tax-rates/: 1.0% for most new employers since 2004-07-01; 2025 wage base $14,800 per the VDOL Employer Quarterly Notice of March 2025',
    asOf: '2025-03',
  },
  WA_ESD_RATES_2026: {
    source:
      // Retrieval: read via the weldsuite verbatim quote.
      'Washington ESD, 2026 unemployment tax rates for employers, https://esd.wa.gov/media/pdf/4819/2026-unemployment-tax-rates-employerspdf/download : new employers pay 115% of their industry’s average rate; no solvency surcharge in 2026',
    asOf: '2025-12',
  },
  WV_BBG_2024: {
    source:
      'West Virginia new employers 2.7% (out-of-state construction 8.5%) for 2024, as reported by Bloomberg Tax, https://news.bloombergtax.com/payroll/west-virginia-raises-unemployment-taxable-wage-base-for-2024',
    asOf: '2024',
  },
  WY_DWS_RATES: {
    source:
      // Retrieval: read via the weldsuite verbatim quote.
      'Wyoming DWS, Unemployment tax rates, https://dws.wyo.gov/dws-division/unemployment-insurance/employers/unemployment-tax-rates/ : a new employer pays its industry’s base rate plus four adjustment factors (the Employment Support Fund among them)',
    asOf: '2026',
  },
} as const satisfies Record<string, SourceRef>;
