/** @jest-environment node */
import fc from 'fast-check';
import {
  parsePrivacyChoice,
  privacyChoiceCookieName,
  serializePrivacyChoice,
  type PrivacyChoice,
} from '@/lib/site/privacy/privacyChoice';

describe('parsePrivacyChoice', () => {
  it.each<[string | undefined, PrivacyChoice]>([
    [undefined, { saleSharing: null, analytics: null }],
    ['', { saleSharing: null, analytics: null }],
    ['sale:o', { saleSharing: 'opt-out', analytics: null }],
    ['sale:a.analytics:0', { saleSharing: 'allow', analytics: 'off' }],
    ['analytics:1. sale:o', { saleSharing: 'opt-out', analytics: 'on' }],
    ['sale:yes.analytics:maybe', { saleSharing: null, analytics: null }],
    ['<script>', { saleSharing: null, analytics: null }],
  ])('reads %p as %p', (raw, expected) => {
    expect(parsePrivacyChoice(raw)).toEqual(expected);
  });

  it('reads back every choice it writes', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<PrivacyChoice['saleSharing']>(null, 'allow', 'opt-out'),
        fc.constantFrom<PrivacyChoice['analytics']>(null, 'on', 'off'),
        (saleSharing, analytics) => {
          const choice = { saleSharing, analytics };
          expect(parsePrivacyChoice(serializePrivacyChoice(choice))).toEqual(choice);
        },
      ),
    );
  });

  it('never throws on any cookie value', () => {
    fc.assert(fc.property(fc.string(), (raw) => typeof parsePrivacyChoice(raw) === 'object'));
  });
});

describe('privacyChoiceCookieName', () => {
  it('uses the __Secure- prefix when the cookie is secure', () => {
    expect(privacyChoiceCookieName(true)).toBe('__Secure-hp_privacy');
    expect(privacyChoiceCookieName(false)).toBe('hp_privacy');
  });
});
