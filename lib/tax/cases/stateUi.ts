import { type StateCode } from '../states';
import { times, usd } from './arithmetic';
import { type NannyTaxCase } from './types';

/** A state's 2026 new-employer UI rate and taxable wage base, as its agency states them. */
interface NewEmployerRate {
  rate: number;
  /** Null: the base is above the case's $52,000 of wages (or there is none to reach). */
  base: number | null;
  document: string;
}

// Only rates an agency document or statute states for 2026 (or a statute sets for every year);
// rates known only from secondary reports are left out (docs/tax.md#golden-cases).
const NEW_EMPLOYER_RATES: Partial<Record<StateCode, NewEmployerRate>> = {
  AL: {
    rate: 0.027,
    base: 8000,
    document:
      'Alabama Department of Labor, Unemployment Compensation Tax: 2.7% for newly liable employers on the first $8,000',
  },
  AK: {
    rate: 0.01,
    base: null,
    document:
      'Alaska DOLWD, "Alaska UI Tax Rates for New (Industry) Employers, 2026": 1.00% employer, wage base above $52,000',
  },
  AZ: {
    rate: 0.02,
    base: 8000,
    document:
      'Arizona DES, 2026 unemployment insurance tax rate chart: new employers 2%, taxable wage base $8,000 (A.R.S. §23-622, as raised by SB 1828 from 2023)',
  },
  CA: {
    rate: 0.034,
    base: 7000,
    document:
      'California EDD, Tax Rates, Wage Limits, and Value of Meals and Lodging (2026): new employers 3.4%, UI on the first $7,000',
  },
  CT: {
    rate: 0.019,
    base: 27000,
    document:
      'Connecticut DOL, Tax Rates and Taxable Wage Base (2026): new employers 1.9% on the first $27,000',
  },
  DC: {
    rate: 0.027,
    base: 9000,
    document: 'DC DOES, Taxes (unemployment.dc.gov): a new employer pays 2.7% on the first $9,000',
  },
  FL: {
    rate: 0.027,
    base: 7000,
    document:
      'Florida Department of Revenue, Reemployment Tax Rate Information: new employers 2.7% on the first $7,000',
  },
  GA: {
    rate: 0.0264,
    base: 9500,
    document:
      'Georgia DOL, Employers FAQs: new employers 2.70% total, 2.64% contribution plus the 0.06% administrative assessment (O.C.G.A. §34-8-181), on the first $9,500',
  },
  HI: {
    rate: 0.024,
    base: null,
    document:
      'Hawaii DLIR notice of December 10, 2025: 2026 Contribution Rate Schedule C, new employers 2.40%, taxable wage base $64,500 (above these wages)',
  },
  ID: {
    rate: 0.01,
    base: null,
    document:
      'Idaho Governor’s and Department of Labor’s 2026 unemployment insurance tax announcement (December 17, 2025): new employers 1.0%, taxable wage base $58,300 (above these wages)',
  },
  IL: {
    rate: 0.0335,
    base: 14250,
    document:
      'Illinois IDES, EA-50 (11/2025), 2026 rates: new employers 3.35% on the first $14,250',
  },
  IN: {
    rate: 0.025,
    base: 9500,
    document:
      'Indiana DWD Employer Guide, Rate Computation: new employers 2.5% (IC 22-4-11-2) on the first $9,500',
  },
  KY: {
    rate: 0.027,
    base: 12000,
    document:
      'KRS 341.270(1)–(2): 2.7% for an employer covered fewer than 12 quarters; KRS 341.030 wage base schedule: $12,000 for 2026',
  },
  MA: {
    rate: 0.0242,
    base: 15000,
    document:
      'Massachusetts DUA, Employer contributions to unemployment: 2026 Schedule E, new employers 2.42% on the first $15,000',
  },
  MD: {
    rate: 0.026,
    base: 8500,
    document:
      'Maryland Department of Labor, Unemployment Insurance Tax Rates: Table A, new employers 2.6% on the first $8,500',
  },
  MI: {
    rate: 0.027,
    base: 9000,
    document:
      'Michigan UIA: new employers 2.7%; for 2026 employers in good standing pay on the first $9,000',
  },
  MO: {
    rate: 0.02376,
    base: 9000,
    document: 'Missouri DES, Tax rates: 2026 new employers 2.376% on the first $9,000',
  },
  MS: {
    rate: 0.01,
    base: 14000,
    document: 'Mississippi MDES: new employers 1.00% in the first year on the first $14,000',
  },
  NC: {
    rate: 0.01,
    base: 34200,
    document:
      'N.C. DES, Annual Experience Rating for 2026 Tax Rates: new employers 1.0%, wage base $34,200',
  },
  ND: {
    rate: 0.01,
    base: 46600,
    document:
      'Job Service North Dakota, 2026 UI Tax Rate Schedules: non-construction new employers 1.01% less the 0.01 point reduction, 1.0%, wage base $46,600',
  },
  NE: {
    rate: 0.0125,
    base: 9000,
    document:
      'Nebraska DOL, Combined Tax Rates (rev. 2025-12-02): non-construction new employers 1.25% on the first $9,000',
  },
  NH: {
    rate: 0.017,
    base: 14000,
    document:
      'New Hampshire Employment Security, rate chart effective 2026: new employers 1.7% on the first $14,000',
  },
  NJ: {
    rate: 0.028,
    base: 44800,
    document:
      'New Jersey DOL, Rate information (2026): new employers 2.8% (2.6825% UI + 0.1175% workforce and supplemental workforce) on the first $44,800',
  },
  NV: {
    rate: 0.0295,
    base: 43700,
    document: 'Nevada DETR, UI Tax: 2026 new employers 2.95% on the first $43,700',
  },
  OH: {
    rate: 0.027,
    base: 9000,
    document: 'Ohio JFS, Contribution Rates: new employers 2.7% on the first $9,000',
  },
  OR: {
    rate: 0.024,
    base: null,
    document:
      'Oregon Employment Department, Current tax rate (2026): new employers 2.4%, wage base above $52,000',
  },
  PA: {
    rate: 0.03822,
    base: 10000,
    document:
      'Pennsylvania L&I, UC Tax: 2026 new (non-construction) employers 3.822% on the first $10,000',
  },
  RI: {
    rate: 0.0121,
    base: 30800,
    document:
      'Rhode Island Department of Labor and Training, 2026 UI and TDI tax rates (release of December 18, 2025): new employers 1.21% including the 0.21% Job Development Assessment, wage base $30,800',
  },
  SC: {
    rate: 0.01,
    base: 14000,
    document:
      'SC DEW, 2026 tax rate release (Nov 17, 2025): new employers 1.0% (rate class 13 less the reduction), wage base $14,000',
  },
  SD: {
    rate: 0.012,
    base: 15000,
    document:
      'South Dakota DLR, Reemployment assistance for businesses: new employers 1.2% on the first $15,000 (the 0.55% investment fee is its own line)',
  },
  TN: {
    rate: 0.027,
    base: 7000,
    document: 'Tennessee DLWD, UI tax rates: new employers 2.7% on the first $7,000',
  },
  TX: {
    rate: 0.027,
    base: 9000,
    document:
      'Texas Workforce Commission, Unemployment Insurance Tax Rates: a newly liable employer pays 2.7% on the first $9,000',
  },
  VA: {
    rate: 0.025,
    base: 8000,
    document:
      'Code of Virginia §60.2-526(B): 2.5% for an employer newly subject to the Act; §60.2-229: wages up to $8,000',
  },
};

const WAGES = 52000;

function stateUiCase(state: StateCode, figure: NewEmployerRate): NannyTaxCase {
  const taxable = figure.base === null ? WAGES : Math.min(WAGES, figure.base);
  const sui = times(taxable, figure.rate);
  const capped = figure.base === null ? 'no cap reached' : `min(52,000.00, ${usd(figure.base)})`;
  return {
    id: `2026-${state}-sui-new-employer`,
    family: 'state-ui',
    route: 'nanny-tax',
    request: {
      taxYear: 2026,
      payDate: '2026-03-06',
      state,
      pay: { amount: 1000, per: 'week', type: 'gross' },
      hoursPerWeek: 40,
      payFrequency: 'weekly',
    },
    expected: {
      lineItems: [{ code: 'SUI', payer: 'employer', annual: sui.value, taxableWages: taxable }],
    },
    source: {
      document: figure.document,
      method:
        'A new household employer pays the new-employer rate on each employee’s wages up to the taxable wage base.',
      computation: `1,000.00 × 52 = 52,000.00 of wages; taxable ${capped} = ${usd(taxable)}; ${sui.text} a year`,
    },
  };
}

/** State unemployment at the new-employer rate and wage base. */
export const STATE_UI_CASES: readonly NannyTaxCase[] = Object.entries(NEW_EMPLOYER_RATES).map(
  ([state, figure]) => stateUiCase(state as StateCode, figure),
);
