import { type NannyShareInput } from '../share/contract';
import { times, usd } from './arithmetic';
import { FICA_DOCUMENT, MEDICARE_RATE, SOCIAL_SECURITY_RATE } from './federal';
import { type ExpectedShareAnswer, type NannyShareCase } from './types';

/** One share week: the families' weekly gross pay, worked out by hand in `why`. */
interface ShareWeek {
  name: string;
  request: Omit<NannyShareInput, 'taxYear' | 'payDate' | 'state' | 'payFrequency'>;
  grossByFamily: number[];
  why: string;
}

const JOINT =
  'US DOL Fact Sheet #79B and 29 CFR 791.2: families sharing a nanny are joint employers, so her hours for both count together for overtime; IRS Pub 926: each family is a household employer and owes Social Security and Medicare on the wages it pays';

const WEEKS: readonly ShareWeek[] = [
  {
    name: 'even-40-hours',
    request: {
      sharedHoursPerWeek: 40,
      sharedRate: 30,
      families: [{ shareOfSharedPay: 0.5 }, { shareOfSharedPay: 0.5 }],
    },
    grossByFamily: [600, 600],
    why: '40 × 30.00 = 1,200.00 shared; each family 50% = 600.00',
  },
  {
    name: 'sixty-forty',
    request: {
      sharedHoursPerWeek: 40,
      sharedRate: 25,
      families: [{ shareOfSharedPay: 0.6 }, { shareOfSharedPay: 0.4 }],
    },
    grossByFamily: [600, 400],
    why: '40 × 25.00 = 1,000.00 shared; 60% = 600.00 and 40% = 400.00',
  },
  {
    name: 'overtime-45-hours',
    request: {
      sharedHoursPerWeek: 45,
      sharedRate: 30,
      families: [{ shareOfSharedPay: 0.5 }, { shareOfSharedPay: 0.5 }],
    },
    grossByFamily: [712.5, 712.5],
    why: '40 × 30.00 + 5 × 45.00 = 1,425.00 (joint employment: FLSA overtime over 40 hours); split in proportion to straight-time pay, 50% each = 712.50',
  },
  {
    name: 'solo-hours',
    request: {
      sharedHoursPerWeek: 35,
      sharedRate: 30,
      families: [
        { shareOfSharedPay: 0.5, soloHoursPerWeek: 5, soloRate: 20 },
        { shareOfSharedPay: 0.5 },
      ],
    },
    grossByFamily: [625, 525],
    why: '35 × 30.00 = 1,050.00 shared, 525.00 each; family A adds 5 solo hours × 20.00 = 100.00: 625.00; 40 hours in all, no overtime',
  },
];

function shareCase(week: ShareWeek): NannyShareCase {
  const families = week.grossByFamily.map((gross) => {
    const ss = times(gross, SOCIAL_SECURITY_RATE);
    const medicare = times(gross, MEDICARE_RATE);
    return { gross, ss, medicare };
  });
  const expected: ExpectedShareAnswer = {
    families: families.map(({ gross, ss, medicare }) => ({
      week: { grossPay: gross },
      lineItems: (['employee', 'employer'] as const).flatMap((payer) => [
        { code: 'SOCIAL_SECURITY', payer, perPaycheck: ss.value },
        { code: 'MEDICARE', payer, perPaycheck: medicare.value },
      ]),
    })),
  };
  const grossTotal = families.reduce((sum, f) => sum + f.gross, 0);
  const withheld = families.reduce((sum, f) => sum + f.ss.value + f.medicare.value, 0);
  expected.nanny = {
    perPaycheck: {
      grossWages: grossTotal,
      employeeTaxes: Number(withheld.toFixed(2)),
      netPay: Number((grossTotal - withheld).toFixed(2)),
    },
  };
  return {
    id: `2026-TX-share-${week.name}`,
    family: 'nanny-share',
    route: 'nanny-share',
    request: {
      taxYear: 2026,
      payDate: '2026-03-06',
      state: 'TX',
      payFrequency: 'weekly',
      ...week.request,
    },
    expected,
    source: {
      document: `${JOINT}; ${FICA_DOCUMENT}`,
      method:
        'Each family pays its part of the week and withholds Social Security and Medicare on it; the nanny’s paycheck totals add the families’.',
      computation: [
        week.why,
        ...families.map(
          (f, i) => `family ${i + 1}: Social Security ${f.ss.text}; Medicare ${f.medicare.text}`,
        ),
        `nanny: ${usd(grossTotal)} gross − ${usd(withheld)} withheld = ${usd(grossTotal - withheld)}`,
      ].join('; '),
    },
  };
}

/** Two families sharing a nanny in Texas (no state income tax), one weekly paycheck each. */
export const NANNY_SHARE_CASES: readonly NannyShareCase[] = WEEKS.map(shareCase);
