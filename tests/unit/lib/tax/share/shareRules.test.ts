/** @jest-environment node */
import { shareRuleErrors, type ShareRuleInput } from '@/lib/tax/share/shareRules';

const HALF_AND_HALF: ShareRuleInput = {
  sharedHoursPerWeek: 40,
  sharedRate: 30,
  families: [{ shareOfSharedPay: 0.5 }, { shareOfSharedPay: 0.5 }],
};

const thirds = (share: number): ShareRuleInput => ({
  ...HALF_AND_HALF,
  families: [0, 1, 2].map(() => ({ shareOfSharedPay: share })),
});

describe('shareRuleErrors', () => {
  it.each<[string, ShareRuleInput]>([
    ['two families, half each', HALF_AND_HALF],
    ['thirds rounded to 0.333 (within the 0.001 tolerance)', thirds(0.3333)],
    [
      'a family with no share that has solo hours of its own',
      {
        ...HALF_AND_HALF,
        families: [{ shareOfSharedPay: 1 }, { shareOfSharedPay: 0, soloHoursPerWeek: 5 }],
      },
    ],
    [
      'solo hours only (no shared hours), each family paying its own',
      {
        sharedHoursPerWeek: 0,
        sharedRate: 30,
        families: [
          { shareOfSharedPay: 0.5, soloHoursPerWeek: 10, soloRate: 20 },
          { shareOfSharedPay: 0.5, soloHoursPerWeek: 10 },
        ],
      },
    ],
    [
      'exactly 168 hours in all',
      {
        ...HALF_AND_HALF,
        sharedHoursPerWeek: 100,
        families: [
          { shareOfSharedPay: 0.5, soloHoursPerWeek: 34 },
          { shareOfSharedPay: 0.5, soloHoursPerWeek: 34 },
        ],
      },
    ],
  ])('finds nothing wrong with %s', (_name, share) => {
    expect(shareRuleErrors(share)).toEqual([]);
  });

  it.each<[string, ShareRuleInput, ReturnType<typeof shareRuleErrors>]>([
    [
      'shares adding up to 0.9',
      { ...HALF_AND_HALF, families: [{ shareOfSharedPay: 0.5 }, { shareOfSharedPay: 0.4 }] },
      [{ path: 'families', rule: 'sharesAddUp', sum: 0.9 }],
    ],
    [
      'thirds rounded to 0.33 (outside the tolerance)',
      thirds(0.33),
      [{ path: 'families', rule: 'sharesAddUp', sum: expect.closeTo(0.99, 9) as number }],
    ],
    [
      'more than 168 hours with the solo hours',
      {
        ...HALF_AND_HALF,
        families: [{ shareOfSharedPay: 0.5, soloHoursPerWeek: 130 }, { shareOfSharedPay: 0.5 }],
      },
      [{ path: 'sharedHoursPerWeek', rule: 'weekFits', hours: 170 }],
    ],
    [
      'no hours at all (and so no family pays)',
      { ...HALF_AND_HALF, sharedHoursPerWeek: 0 },
      [
        { path: 'sharedHoursPerWeek', rule: 'weekFits', hours: 0 },
        { path: 'families[0]', rule: 'familyPays', index: 0 },
        { path: 'families[1]', rule: 'familyPays', index: 1 },
      ],
    ],
    [
      'a family with no share and no solo hours',
      { ...HALF_AND_HALF, families: [{ shareOfSharedPay: 1 }, { shareOfSharedPay: 0 }] },
      [{ path: 'families[1]', rule: 'familyPays', index: 1 }],
    ],
    [
      'a family whose week comes to less than half a cent',
      {
        sharedHoursPerWeek: 1,
        sharedRate: 0.01,
        families: [{ shareOfSharedPay: 0.6 }, { shareOfSharedPay: 0.4 }],
      },
      [{ path: 'families[1]', rule: 'familyPays', index: 1 }],
    ],
  ])('names the rule and its path for %s', (_name, share, errors) => {
    expect(shareRuleErrors(share)).toEqual(errors);
  });
});
