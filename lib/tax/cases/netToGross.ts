import { type PayPer } from '../contract';
import { divideCents, multiplyCents } from '../money';
import { type StateCode } from '../states';
import { type PayFrequency } from '../types';
import { percent, usd } from './arithmetic';
import { FICA_DOCUMENT, MEDICARE_RATE, SOCIAL_SECURITY_RATE } from './federal';
import { type NannyTaxCase } from './types';

/** An employee share withheld in a state without a wage income tax. */
interface EmployeeShare {
  name: string;
  rate: number;
}

const FICA: readonly EmployeeShare[] = [
  { name: 'Social Security', rate: SOCIAL_SECURITY_RATE },
  { name: 'Medicare', rate: MEDICARE_RATE },
];

/** The states without a wage income tax, and what else they take from the employee's pay. */
const NO_INCOME_TAX: Record<string, { extra: EmployeeShare[]; document: string }> = {
  AK: {
    extra: [{ name: 'Alaska UI employee share', rate: 0.005 }],
    document:
      'Alaska DOLWD, "Alaska UI Tax Rates for New (Industry) Employers, 2026": employee contribution 0.50% (wage base above these wages)',
  },
  FL: { extra: [], document: 'Florida: no personal income tax (Fla. Const. art. VII §5)' },
  NV: { extra: [], document: 'Nevada: no personal income tax (Nev. Const. art. 10 §1(9))' },
  NH: {
    extra: [],
    document: 'New Hampshire: no tax on wages (the interest and dividends tax ended in 2025)',
  },
  SD: { extra: [], document: 'South Dakota: no personal income tax' },
  TN: { extra: [], document: 'Tennessee: no tax on wages (the Hall tax ended in 2021)' },
  TX: { extra: [], document: 'Texas: no personal income tax (Tex. Const. art. 8 §24-a)' },
  WA: {
    extra: [
      { name: 'WA Paid Leave employee share', rate: 0.00807159 },
      { name: 'WA Cares', rate: 0.0058 },
    ],
    document:
      'Washington ESD, Paid Leave 2026: 1.13% of wages, 71.43% from the employee = 0.807159%; WA Cares Fund 0.58% of wages (RCW 50B.04.080); no personal income tax',
  },
  WY: { extra: [], document: 'Wyoming: no personal income tax' },
};

const TARGETS: readonly { per: PayPer; frequency: PayFrequency; net: number; units: number }[] = [
  { per: 'week', frequency: 'weekly', net: 800, units: 52 },
  { per: 'month', frequency: 'monthly', net: 3500, units: 12 },
];

/** Annual wages, the employee's shares on them, and take-home per unit, all in cents. */
function netPerUnit(grossCents: number, units: number, shares: readonly EmployeeShare[]) {
  const wages = grossCents * units;
  const taxes = shares.map((share) => multiplyCents(wages, share.rate));
  const withheld = taxes.reduce((a, b) => a + b, 0);
  return { wages, taxes, withheld, net: divideCents(wages - withheld, units) };
}

function netToGrossCase(state: StateCode, target: (typeof TARGETS)[number]): NannyTaxCase {
  const { extra, document } = NO_INCOME_TAX[state] ?? { extra: [], document: '' };
  const shares = [...FICA, ...extra];
  const rate = shares.reduce((sum, share) => sum + share.rate, 0);
  const targetCents = target.net * 100;
  // Closed form: gross = net ÷ (1 − the employee's rates), then the cent whose take-home reaches it.
  let gross = Math.ceil(targetCents / (1 - rate));
  while (netPerUnit(gross, target.units, shares).net < targetCents) gross += 1;
  while (netPerUnit(gross - 1, target.units, shares).net >= targetCents) gross -= 1;
  const at = netPerUnit(gross, target.units, shares);
  const below = netPerUnit(gross - 1, target.units, shares);
  const taxesText = shares
    .map(
      (share, i) =>
        `${share.name} ${usd(at.wages / 100)} × ${percent(share.rate)} = ${usd((at.taxes[i] ?? 0) / 100)}`,
    )
    .join('; ');
  return {
    id: `2026-${state}-net-to-gross-${target.per}`,
    family: 'net-to-gross',
    route: 'nanny-tax',
    request: {
      taxYear: 2026,
      payDate: '2026-03-06',
      state,
      pay: { amount: target.net, per: target.per, type: 'net' },
      hoursPerWeek: 40,
      payFrequency: target.frequency,
    },
    expected: {
      perPaycheck: { grossWages: gross / 100 },
      annual: {
        grossWages: at.wages / 100,
        employeeTaxes: at.withheld / 100,
        netPay: (at.wages - at.withheld) / 100,
      },
    },
    source: {
      document: `${FICA_DOCUMENT}; ${document}`,
      method:
        'Take-home is gross less the employee’s shares, each on the year’s wages; the gross asked for is the lowest cent whose take-home per unit reaches the target.',
      computation: [
        `${usd(target.net)} ÷ (1 − ${percent(Number(rate.toFixed(8)))}) = ${(targetCents / (1 - rate) / 100).toFixed(4)} → ${usd(gross / 100)} a ${target.per}`,
        `${usd(gross / 100)} × ${target.units} = ${usd(at.wages / 100)}; ${taxesText}`,
        `take-home (${usd(at.wages / 100)} − ${usd(at.withheld / 100)}) ÷ ${target.units} = ${usd(at.net / 100)} ≥ ${usd(target.net)}`,
        `at ${usd((gross - 1) / 100)} it is ${usd(below.net / 100)}, short of it`,
      ].join('; '),
    },
  };
}

/** Take-home to gross in the nine states without a wage income tax, in closed form. */
export const NET_TO_GROSS_CASES: readonly NannyTaxCase[] = Object.keys(NO_INCOME_TAX).flatMap(
  (state) => TARGETS.map((target) => netToGrossCase(state as StateCode, target)),
);
