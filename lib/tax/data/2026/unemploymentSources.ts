/**
 * Agency sources for the 2026 state unemployment wage bases and new-employer rates, from the
 * primary-source check of November 2026 (docs/tax-data.md#state-unemployment-figures). Same shape as
 * ./sources. Where the agency page itself was not stored, the entry names the dated verbatim quote
 * or archive copy it was read through ("via"). No competitor's page is a source here.
 */
interface SourceRef {
  readonly source: string;
  readonly asOf: string;
}

export const UI_SOURCES = {
  AK_DOLWD_2026: {
    source:
      'Alaska DOLWD, "Alaska UI Tax Rates for New (Industry) Employers, 2026" (laborstats.alaska.gov, updated 2025-12-04): 1.00% for every industry, employee 0.50%, taxable wage base $54,200, https://labor.alaska.gov/estax/2026-experience-rates.html',
    asOf: '2025-12-04',
  },
  CA_EDD_2026: {
    source:
      // Retrieval: read via the referencesource-data verbatim copy.
      'California EDD, Tax Rates, Wage Limits, and Value of Meals and Lodging (2026): new employers 3.4% (Schedule F+), UI and ETT on the first $7,000, https://edd.ca.gov/en/payroll_taxes/rates_and_withholding/',
    asOf: '2026',
  },
  DE_HB_433_BASE: {
    source:
      'Delaware HB 433 (84 Del. Laws c. 365), https://legis.delaware.gov/SessionLaws?chapter=365&volume=84 : 2026 taxable wage base $14,500; EY Tax Alert 2025-0647',
    asOf: '2024',
  },
  IA_SF_607: {
    source:
      'Iowa SF 607 (signed 2025-06-05), Iowa Code §96.19(37) and §96.7(2)(c): the 2026 wage base is one third of the state average annual wage, $20,400 (IWD release as reported in the press; EY Tax Alert 2025-2555); new non-construction employers are placed at rank 4 of Table D, never below 1.0%',
    asOf: '2025-06-05',
  },
  IL_IDES_2026: {
    source:
      // Retrieval: read via the weldsuite verbatim quote.
      'Illinois IDES, EA-50 (11/2025), "2026 rates": new employers 3.35% (including the 0.55% fund-building rate; NAICS 56 pays 3.45%), wage base $14,250, ides.illinois.gov',
    asOf: '2025-11',
  },
  KS_HB_2570: {
    source:
      'Kansas 2024 Sub. HB 2570 (session law c. 83), https://sos.ks.gov/publications/sessionlaws/2024/Chapter-83-HB-2570.html : non-construction new employers 1.75% from 2025; EY Tax Alert 2024-1587',
    asOf: '2025-01-01',
  },
  KY_KRS_341_270: {
    source:
      'KRS 341.270(1)–(2): 2.7% for an employer covered fewer than 12 quarters (construction higher)',
    asOf: '2026',
  },
  MA_DUA_2026: {
    source:
      'Massachusetts DUA, Employer contributions to unemployment, https://www.mass.gov/info-details/employer-contributions-to-unemployment : 2026 Schedule E, new non-construction employers 2.42%, wage base $15,000; a new employer is exempt from the COVID-19 Recovery Assessment and owes no EMAC in its first 3 years',
    asOf: '2026',
  },
  MO_DES_2026: {
    source:
      // Retrieval: read via the referencesource-data copy verified 2026-09-16.
      'Missouri DES, Tax rates, https://labor.mo.gov/des/employers/tax-rates : 2026 wage base $9,000, new employers 2.376%',
    asOf: '2026',
  },
  MS_MDES_2026: {
    source:
      // Retrieval: read via the statelinecalc verbatim quote.
      'Mississippi MDES employer tax page (mdes.ms.gov): new employers 1.00% in year 1, 1.10% in year 2, 1.20% from year 3; wage base $14,000',
    asOf: '2026',
  },
  NC_DES_2026: {
    source:
      // Retrieval: read via the referencesource-data copy.
      'N.C. DES, "Important Information for Annual Experience Rating for 2026 Tax Rates", https://www.des.nc.gov/employers/tax-rate-information : taxable wage base $34,200; beginning employers 1% (N.C.G.S. §96-9.2(b))',
    asOf: '2026',
  },
  ND_JSND_2026: {
    source:
      // Retrieval: read via the statelinecalc verbatim quote.
      'Job Service North Dakota, "2026 UI Tax Rate Schedules", https://www.jobsnd.com/sites/www/files/documents/jsnd-documents/uitaxrateschedules2026.pdf : wage base $46,600, non-construction new employers 1.00%',
    asOf: '2026',
  },
  NE_NDOL_2026: {
    source:
      'Nebraska DOL, Combined Tax Rates (rev. 2025-12-02), dol.nebraska.gov: non-construction new employers 1.25%; wage base $9,000 ($24,000 for the highest rate category)',
    asOf: '2025-12-02',
  },
  NH_NHES_2026: {
    source:
      // Retrieval: read via the weldsuite verbatim quote, 2026-10-09.
      'New Hampshire Employment Security, Employer claims and taxes, and its rate chart effective 2026 Q2: wage base $14,000, https://www.nhes.nh.gov/employers/employer-claims-taxes ; new employers 2.7% less the 1.00% Fund Balance Reduction = 1.7% in 2026 Q1 and Q2',
    asOf: '2026-04-01',
  },
  NJ_DOL_2026: {
    source:
      'New Jersey DOL, Rate information, https://www.nj.gov/labor/ea/employer-services/rate-info/ : new employers 2.8% (2.6825% UI + 0.1175% workforce and supplemental workforce funds), wage base $44,800',
    asOf: '2026',
  },
  NM_DWS_2026: {
    source:
      'New Mexico DWS, UI Tax Information (archive copy of 2026-06-15), https://web.archive.org/web/20260615230704/https://www.dws.nm.gov/UI-Tax-Information : 2026 wage base $34,800',
    asOf: '2026-06-15',
  },
  NV_DETR_2026: {
    source:
      // Retrieval: read via the weldsuite verbatim quote, 2026-10-09.
      'Nevada DETR, UI Tax, https://detr.nv.gov/Page/UI_Tax : 2026 wage base $43,700, new employers 2.95% plus the 0.05% Career Enhancement Program',
    asOf: '2026',
  },
  OK_40_OS_3_110_1: {
    source: '40 O.S. §3-110.1 (Oklahoma): new employers 1.5%',
    asOf: '2026',
  },
  SD_DLR_2026: {
    source:
      // Retrieval: read via the weldsuite verbatim quote.
      'South Dakota DLR, Reemployment assistance for businesses: wage base $15,000, https://dlr.sd.gov/ra/businesses/default.aspx ; South Dakota DLR, Reemployment assistance FAQ, https://dlr.sd.gov/ra/businesses/faq.aspx ; SDCL 61-5-24 (non-construction new employers 1.2% in the first year)',
    asOf: '2026',
  },
  SD_SDCL_61_5_29: {
    source:
      'SDCL 61-5-29 (South Dakota investment fee): 0.55% of taxable wages for an employer without an experience rate, on top of its contribution rate; the 0.08% administrative fee of SDCL 61-5-28.1 applies only to experience-rated employers; South Dakota DLR, Reemployment assistance FAQ, https://dlr.sd.gov/ra/businesses/faq.aspx',
    asOf: '2026',
  },
  TN_TDLWD_2026: {
    source:
      // Retrieval: read via the weldsuite verbatim quote.
      'Tennessee DLWD, UI tax rates, https://www.tn.gov/workforce/employers/tax-and-insurance-redirect/unemployment-insurance-tax/ui-tax-rates.html : wage base $7,000; new employers 2.7% in every industry since 2021-07-01 (https://lwdsupport.tn.gov/hc/en-us/articles/202843724 )',
    asOf: '2026',
  },
  VA_CODE_60_2_229: {
    source:
      'Code of Virginia §60.2-229 (wage base fixed at $8,000); VEC employer page, https://www.vec.virginia.gov/employers',
    asOf: '2026',
  },
  WA_ESD_WAGE_BASE_2026: {
    source:
      'Washington ESD news release, "Washington’s average wage increased to $95,160 in 2024", https://esd.wa.gov/about-us/news-release/2025/washingtons-average-wage-increased-95160-2024 : the 2026 taxable wage base rises from $72,800 to $78,200',
    asOf: '2025',
  },
  WA_RCW_50_24_014: {
    source:
      // Retrieval: read via the weldsuite verbatim quote.
      'RCW 50.24.014 (Washington employment administration account): 0.02% of taxable wages, owed by new employers too (ESD 2026 tax-rate PDF, https://esd.wa.gov/media/pdf/4819/2026-unemployment-tax-rates-employerspdf/download )',
    asOf: '2026',
  },
  WV_CODE_21A_1A_28: {
    source:
      'W. Va. Code §21A-1A-28 as amended by 2024 SB 841 (wage base fixed at $9,500; became law without signature); no later change found enacted',
    asOf: '2024',
  },
  WY_DWS_WAGE_BASE_2026: {
    source:
      // Retrieval: read via the weldsuite and statelinecalc verbatim quotes.
      'Wyoming DWS, Unemployment taxable wage base, https://dws.wyo.gov/dws-division/unemployment-insurance/wyui/unemployment-taxable-wage-base/ : $33,800 for 2026 ($34,900 posted for 2027)',
    asOf: '2026',
  },
} as const satisfies Record<string, SourceRef>;
