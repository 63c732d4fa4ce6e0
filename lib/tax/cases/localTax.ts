import { type NannyTaxInput, type StateWithholdingInput } from '../contract';
import { type ExpectedLine, type NannyTaxCase } from './types';

/** One local-tax paycheck: where she works and lives, the certificate, the worked figures. */
interface LocalPaycheck {
  name: string;
  state: NannyTaxInput['state'];
  locality: string;
  residence?: string | null;
  localRate?: number;
  weekly: number;
  certificate: StateWithholdingInput;
  /** STATE_INCOME_TAX per paycheck, when the case proves it. */
  stateTax?: number;
  localTax: number;
  document: string;
  method: string;
  computation: string;
}

const PA_STATE =
  'Pennsylvania Department of Revenue, Employer Withholding: 3.07% of compensation, no exemptions (72 P.S. §7302)';

const PAYCHECKS: readonly LocalPaycheck[] = [
  {
    name: 'pa-eit-1pct',
    state: 'PA',
    locality: 'PA-EIT',
    localRate: 0.01,
    weekly: 800,
    certificate: {},
    stateTax: 24.56,
    localTax: 8,
    document: `${PA_STATE}; Local Tax Enabling Act (Act 32 of 2008), 53 P.S. §6924.301.1: the earned income tax is the rate times all earned income (DCED PSD register rate entered: 1%)`,
    method: 'State and local tax are flat rates on all wages.',
    computation: 'state 800.00 × 3.07% = 24.56; local 800.00 × 1% = 8.00',
  },
  {
    name: 'pa-eit-1.7pct',
    state: 'PA',
    locality: 'PA-EIT',
    localRate: 0.017,
    weekly: 1250,
    certificate: {},
    stateTax: 38.38,
    localTax: 21.25,
    document: `${PA_STATE}; Act 32 earned income tax at the entered 1.7%`,
    method: 'State and local tax are flat rates on all wages.',
    computation: 'state 1,250.00 × 3.07% = 38.375 → 38.38; local 1,250.00 × 1.7% = 21.25',
  },
  {
    name: 'philadelphia-resident',
    state: 'PA',
    locality: 'PA-PHILADELPHIA',
    weekly: 800,
    certificate: {},
    stateTax: 24.56,
    localTax: 29.92,
    document: `${PA_STATE}; Philadelphia Department of Revenue, Wage Tax: resident rate 3.74% from July 1, 2025`,
    method:
      'The Wage Tax is the resident rate times all wages; the local EIT does not apply on top of it.',
    computation:
      'state 800.00 × 3.07% = 24.56; Wage Tax 800.00 × 3.74% = 29.92 (pay date March 6, 2026)',
  },
  {
    name: 'philadelphia-non-resident',
    state: 'PA',
    locality: 'PA-PHILADELPHIA',
    residence: null,
    weekly: 800,
    certificate: {},
    stateTax: 24.56,
    localTax: 27.44,
    document: `${PA_STATE}; Philadelphia Department of Revenue, Wage Tax: non-resident rate 3.43% from July 1, 2025`,
    method:
      'A non-resident working in Philadelphia pays the non-resident rate on all wages earned there.',
    computation:
      'state 800.00 × 3.07% = 24.56; Wage Tax 800.00 × 3.43% = 27.44 (pay date March 6, 2026)',
  },
  {
    name: 'ohio-municipal-2.5pct',
    state: 'OH',
    locality: 'OH-MUNI',
    localRate: 0.025,
    weekly: 1000,
    certificate: {},
    localTax: 25,
    document:
      'Ohio Revised Code §718.04 and §718.03: the municipal income tax is withheld at the city’s rate on qualifying wages (the city’s rate entered: 2.5%)',
    method: 'The municipal rate times all qualifying wages.',
    computation: '1,000.00 × 2.5% = 25.00',
  },
  {
    name: 'yonkers-resident',
    state: 'NY',
    locality: 'NY-YONKERS',
    weekly: 400,
    certificate: { filingStatus: 'single', allowances: 3 },
    localTax: 1.34,
    document:
      'NYS-50-T-Y (1/26): a Yonkers resident’s withholding is 16.75% of the New York State withholding; NYS-50-T-NYS (1/26) single Example 1 (weekly $400, 3 allowances)',
    method: 'Yonkers resident surcharge = 16.75% × New York State withholding on the same wages.',
    computation:
      'state: 20,800 − 7,400 − 3,000 = 10,400 → 332 + 4.4% × 1,900 = 415.60 ÷ 52 = 7.9923 (the weekly table prints 8.01); 16.75% × 7.9923 = 1.3387 → 1.34 (16.75% × 8.01 = 1.3417 → 1.34 too)',
  },
  {
    name: 'yonkers-non-resident',
    state: 'NY',
    locality: 'NY-YONKERS',
    residence: null,
    weekly: 800,
    certificate: {},
    localTax: 4,
    document:
      'NYS-50-T-Y (1/26), Method VIII: a non-resident’s Yonkers earnings tax is 0.5% of annual wages less the exclusion ($3,000 up to $10,000, $2,000 up to $20,000, $1,000 up to $30,000, none above)',
    method: '0.5% of annual wages less the exclusion, divided by the pay periods.',
    computation:
      '800.00 × 52 = 41,600.00, above 30,000: no exclusion; 41,600.00 × 0.5% = 208.00 ÷ 52 = 4.00',
  },
  {
    name: 'yonkers-non-resident-exclusion',
    state: 'NY',
    locality: 'NY-YONKERS',
    residence: null,
    weekly: 500,
    certificate: {},
    localTax: 2.4,
    document:
      'NYS-50-T-Y (1/26), Method VIII: 0.5% of annual wages less $1,000 for wages over $20,000 up to $30,000',
    method: '0.5% of annual wages less the exclusion, divided by the pay periods.',
    computation:
      '500.00 × 52 = 26,000.00 → exclusion 1,000.00; (26,000.00 − 1,000.00) × 0.5% = 125.00 ÷ 52 = 2.4038 → 2.40',
  },
  {
    name: 'maryland-worcester',
    state: 'MD',
    locality: 'MD-WORCESTER',
    weekly: 1000,
    certificate: { filingStatus: 'married', allowances: 1 },
    stateTax: 41.47,
    localTax: 19.65,
    document:
      'Maryland Employer Withholding Guide (2026), percentage method and the 2.25% county schedule (Worcester County withholds at 2.25%)',
    method:
      'The county is the combined schedule (state + 2.25%) less the state amount, so state + county is the guide’s figure.',
    computation:
      'state: (52,000 − 3,400 − 3,200) × 4.75% = 2,156.50 ÷ 52 = 41.47; combined: 45,400 × 7.00% = 3,178.00 ÷ 52 = 61.12 (the guide’s 2.25% schedule); county 61.12 − 41.47 = 19.65',
  },
  {
    name: 'indiana-adams',
    state: 'IN',
    locality: 'IN-ADAMS',
    weekly: 800,
    certificate: { allowances: 0 },
    stateTax: 23.6,
    localTax: 12.8,
    document:
      'Indiana Departmental Notice #1 (January 2026): state 2.95%; the county of residence on January 1, Adams County 1.6%, on the same wages less exemptions',
    method:
      'State and county are flat rates on wages less the WH-4 exemptions ($1,000 each), per pay period.',
    computation: 'state 800.00 × 2.95% = 23.60; county 800.00 × 1.6% = 12.80 (no exemptions)',
  },
  {
    name: 'indiana-adams-one-exemption',
    state: 'IN',
    locality: 'IN-ADAMS',
    weekly: 800,
    certificate: { allowances: 1 },
    stateTax: 23.03,
    localTax: 12.49,
    document:
      'Indiana Departmental Notice #1 (January 2026): state 2.95%, Adams County 1.6%, on wages less $1,000 for each WH-4 personal exemption',
    method: 'Annual wages less exemptions, times each rate, divided by the pay periods.',
    computation:
      '41,600 − 1,000 = 40,600; state 40,600 × 2.95% = 1,197.70 ÷ 52 = 23.0327 → 23.03; county 40,600 × 1.6% = 649.60 ÷ 52 = 12.4923 → 12.49',
  },
];

function localCase(p: LocalPaycheck): NannyTaxCase {
  const lineItems: ExpectedLine[] = [
    { code: 'LOCAL_INCOME_TAX', payer: 'employee', perPaycheck: p.localTax },
    ...(p.stateTax === undefined
      ? []
      : [{ code: 'STATE_INCOME_TAX', payer: 'employee' as const, perPaycheck: p.stateTax }]),
  ];
  return {
    id: `2026-${p.state}-local-${p.name}`,
    family: 'local-tax',
    route: 'nanny-tax',
    request: {
      taxYear: 2026,
      payDate: '2026-03-06',
      state: p.state,
      pay: { amount: p.weekly, per: 'week', type: 'gross' },
      hoursPerWeek: 40,
      payFrequency: 'weekly',
      stateWithholding: p.certificate,
      locality: p.locality,
      ...(p.residence !== undefined ? { residence: p.residence } : {}),
      ...(p.localRate !== undefined ? { localRate: p.localRate } : {}),
    },
    expected: { lineItems },
    source: { document: p.document, method: p.method, computation: p.computation },
  };
}

/** Local income taxes withheld with the state's, one weekly paycheck each. */
export const LOCAL_TAX_CASES: readonly NannyTaxCase[] = PAYCHECKS.map(localCase);
