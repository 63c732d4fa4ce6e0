/** @jest-environment node */
import fc from 'fast-check';
import {
  consentDefaults,
  decideConsent,
  isOptInRegion,
  type ConsentValue,
} from '@/lib/site/privacy/consentState';
import type { PrivacyChoice } from '@/lib/site/privacy/privacyChoice';

const OPT_IN = ['DE', 'US-CA'];
type Sale = PrivacyChoice['saleSharing'];

describe('decideConsent', () => {
  // GPC × stored sale/sharing choice × region → the three ad signals.
  it.each<[boolean, Sale, string | null, ConsentValue]>([
    [false, null, null, 'granted'],
    [false, null, 'US-NY', 'granted'],
    [false, null, 'US-CA', 'denied'],
    [false, null, 'DE', 'denied'],
    [false, null, 'DE-BY', 'denied'],
    [false, 'allow', null, 'granted'],
    [false, 'allow', 'US-CA', 'granted'],
    [false, 'allow', 'DE', 'granted'],
    [false, 'opt-out', null, 'denied'],
    [false, 'opt-out', 'US-NY', 'denied'],
    [false, 'opt-out', 'DE', 'denied'],
    [true, null, null, 'denied'],
    [true, null, 'US-NY', 'denied'],
    [true, 'allow', null, 'denied'],
    [true, 'allow', 'US-CA', 'denied'],
    [true, 'opt-out', 'DE', 'denied'],
  ])(
    'sets the ad signals when GPC is %s, the choice %s and the region %s to %s',
    (gpc, saleSharing, region, ads) => {
      const state = decideConsent(
        { gpc, choice: { saleSharing, analytics: null }, region },
        OPT_IN,
      );
      expect(state).toMatchObject({ ad_storage: ads, ad_user_data: ads, ad_personalization: ads });
    },
  );

  it.each<[PrivacyChoice['analytics'], boolean, ConsentValue]>([
    [null, false, 'granted'],
    [null, true, 'granted'],
    ['on', true, 'granted'],
    ['off', false, 'denied'],
    ['off', true, 'denied'],
  ])(
    'sets analytics_storage when the analytics choice is %s and GPC %s to %s',
    (analytics, gpc, value) => {
      const state = decideConsent(
        { gpc, choice: { saleSharing: null, analytics }, region: null },
        [],
      );
      expect(state.analytics_storage).toBe(value);
    },
  );

  it('never grants ads when GPC is on, whatever the choice and region', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<Sale>(null, 'allow', 'opt-out'),
        fc.constantFrom<PrivacyChoice['analytics']>(null, 'on', 'off'),
        fc.option(fc.string({ maxLength: 6 })),
        fc.array(fc.string({ maxLength: 6 })),
        (saleSharing, analytics, region, regions) => {
          const state = decideConsent(
            { gpc: true, choice: { saleSharing, analytics }, region },
            regions,
          );
          return (
            state.ad_storage === 'denied' &&
            state.ad_user_data === 'denied' &&
            state.ad_personalization === 'denied'
          );
        },
      ),
    );
  });
});

describe('isOptInRegion', () => {
  it.each<[string | null, boolean]>([
    ['DE', true],
    ['de', true],
    ['DE-BY', true],
    ['US-CA', true],
    ['US', false],
    ['US-NY', false],
    [null, false],
  ])('says %s is an opt-in region: %s', (region, expected) => {
    expect(isOptInRegion(region, OPT_IN)).toBe(expected);
  });
});

describe('consentDefaults', () => {
  it('gives one default command when no region asks for opt-in', () => {
    expect(
      consentDefaults({ gpc: false, choice: { saleSharing: null, analytics: null } }, []),
    ).toEqual([
      {
        ad_storage: 'granted',
        ad_user_data: 'granted',
        ad_personalization: 'granted',
        analytics_storage: 'granted',
      },
    ]);
  });

  it('puts the opt-in regions’ denied default before the general one when the visitor has not chosen', () => {
    const commands = consentDefaults(
      { gpc: false, choice: { saleSharing: null, analytics: null } },
      OPT_IN,
    );
    expect(commands).toEqual([
      expect.objectContaining({ ad_storage: 'denied', region: OPT_IN }),
      expect.objectContaining({ ad_storage: 'granted' }),
    ]);
    expect(commands[1]).not.toHaveProperty('region');
  });

  it.each<[boolean, Sale, ConsentValue]>([
    [true, null, 'denied'],
    [false, 'opt-out', 'denied'],
    [false, 'allow', 'granted'],
  ])(
    'gives one command for every region when GPC is %s and the choice %s',
    (gpc, saleSharing, ads) => {
      const commands = consentDefaults({ gpc, choice: { saleSharing, analytics: null } }, OPT_IN);
      expect(commands).toEqual([expect.objectContaining({ ad_storage: ads })]);
      expect(commands[0]).not.toHaveProperty('region');
    },
  );
});
