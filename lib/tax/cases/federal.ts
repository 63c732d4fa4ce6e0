import { type StateCode, STATE_CODES } from '../states';
import { type TaxYear } from '../taxYear';
import { type PayFrequency } from '../types';
import { times, usd } from './arithmetic';
import { type NannyTaxCase } from './types';

/** IRC §3101(a)/(b) and §3111(a)/(b), as IRS Pub 926 and Pub 15 state them. */
export const FICA_DOCUMENT =
  'IRS Publication 926 (Household Employer’s Tax Guide) and Publication 15, "Social Security and Medicare taxes": 6.2% Social Security and 1.45% Medicare from each of employee and employer (IRC §3101, §3111)';
/** IRC §3301 and §3302: 6.0% less the 5.4% credit, on the first $7,000 (IRC §3306(b)(1)). */
export const FUTA_DOCUMENT =
  'IRS Publication 926, "Federal Unemployment (FUTA) Tax", and Form 940 instructions: 0.6% net rate (6.0% less the 5.4% credit) on the first $7,000 of each employee’s wages (IRC §3301, §3302, §3306(b)(1))';

export const SOCIAL_SECURITY_RATE = 0.062;
export const MEDICARE_RATE = 0.0145;
export const FUTA_NET_RATE = 0.006;
export const FUTA_WAGE_BASE = 7000;

/**
 * FUTA credit reductions for a year still unpaid (IRC §3302(c)(2)): California's 2025 reduction
 * (1.2%, DOL final list of November 2025) plus 0.3% for 2026, as Form 940 Schedule A applies it.
 */
const FUTA_CREDIT_REDUCTION: Partial<Record<StateCode, { rate: number; why: string }>> = {
  CA: {
    rate: 0.015,
    why: 'California credit reduction 1.5% (the DOL’s final 2025 reduction of 1.2% plus 0.3% for another year with an unpaid loan, IRC §3302(c)(2)(A))',
  },
};

const PERIODS: Record<PayFrequency, number> = {
  weekly: 52,
  biweekly: 26,
  semimonthly: 24,
  monthly: 12,
};

/** One paycheck's pay pattern: wages per paycheck whose FICA shares come out to whole cents. */
interface Pattern {
  frequency: PayFrequency;
  perPaycheck: number;
  payDate: string;
}

const PATTERNS: readonly Pattern[] = [
  { frequency: 'weekly', perPaycheck: 800, payDate: '2026-03-06' },
  { frequency: 'biweekly', perPaycheck: 1500, payDate: '2026-06-12' },
];

/** Social Security, Medicare and FUTA for one state, one pay pattern, one year. */
function ficaFutaCase(state: StateCode, pattern: Pattern, taxYear: TaxYear): NannyTaxCase {
  const periods = PERIODS[pattern.frequency];
  const annualWages = pattern.perPaycheck * periods;
  const ss = times(pattern.perPaycheck, SOCIAL_SECURITY_RATE);
  const ssYear = times(annualWages, SOCIAL_SECURITY_RATE);
  const medicare = times(pattern.perPaycheck, MEDICARE_RATE);
  const medicareYear = times(annualWages, MEDICARE_RATE);
  const reduction = FUTA_CREDIT_REDUCTION[state];
  // A credit reduction applies to the year of the DOL's list only; 2027's is not known.
  const futaRate = FUTA_NET_RATE + (taxYear === 2026 && reduction ? reduction.rate : 0);
  const futa = times(Math.min(annualWages, FUTA_WAGE_BASE), Number(futaRate.toFixed(6)));
  const payDate = `${taxYear}${pattern.payDate.slice(4)}`;
  const lines = [
    `wages ${usd(pattern.perPaycheck)} a paycheck × ${periods} = ${usd(annualWages)} a year`,
    `Social Security, each share: ${ss.text} a paycheck; ${ssYear.text} a year`,
    `Medicare, each share: ${medicare.text} a paycheck; ${medicareYear.text} a year`,
    taxYear === 2027 && reduction
      ? 'FUTA not checked: the 2027 credit reduction is set by the DOL’s list after November 10, 2027'
      : `FUTA: min(${usd(annualWages)}, 7,000.00) = 7,000.00; ${futa.text}${
          reduction ? ` (0.6% + ${reduction.why})` : ''
        }`,
  ];
  return {
    id: `${taxYear}-${state}-fica-futa-${pattern.frequency}`,
    family: taxYear === 2027 ? 'tax-year-2027' : 'fica-futa',
    route: 'nanny-tax',
    request: {
      taxYear,
      payDate,
      state,
      pay: { amount: annualWages, per: 'year', type: 'gross' },
      hoursPerWeek: 40,
      payFrequency: pattern.frequency,
    },
    expected: {
      lineItems: [
        ...(['employee', 'employer'] as const).flatMap((payer) => [
          { code: 'SOCIAL_SECURITY', payer, perPaycheck: ss.value, annual: ssYear.value },
          { code: 'MEDICARE', payer, perPaycheck: medicare.value, annual: medicareYear.value },
        ]),
        // 2027's credit reduction is not known until the DOL's list: the state's FUTA is left out.
        ...(taxYear === 2027 && reduction
          ? []
          : [
              {
                code: 'FUTA',
                payer: 'employer' as const,
                annual: futa.value,
                taxableWages: FUTA_WAGE_BASE,
              },
            ]),
      ],
    },
    source: {
      document: `${FICA_DOCUMENT}; ${FUTA_DOCUMENT}`,
      method:
        'Each tax is its rate times the wages; the wages stay under the Social Security wage base and the $200,000 Additional Medicare threshold; FUTA stops at $7,000 a year.',
      computation: lines.join('; '),
    },
  };
}

/** Social Security, Medicare and FUTA in every jurisdiction, weekly and biweekly, for 2026. */
export const FICA_FUTA_CASES: readonly NannyTaxCase[] = STATE_CODES.flatMap((state) =>
  PATTERNS.map((pattern) => ficaFutaCase(state, pattern, 2026)),
);

/**
 * 2027 in every jurisdiction: the rates and FUTA's $7,000 are set by statute, so they hold
 * whatever figures are carried (docs/tax.md#preliminary-answers).
 */
export const TAX_YEAR_2027_CASES: readonly NannyTaxCase[] = STATE_CODES.map((state) =>
  ficaFutaCase(state, PATTERNS[0] as Pattern, 2027),
);
