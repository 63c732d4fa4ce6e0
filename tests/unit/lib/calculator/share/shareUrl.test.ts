/** @jest-environment node */
import fc from 'fast-check';
import { DEFAULT_SHARE_INPUT } from '@/lib/calculator/share/defaultShare';
import { fromShareQuery } from '@/lib/calculator/share/url/shareQuery';
import { shareSearch, toShareQuery } from '@/lib/calculator/share/url/toShareQuery';
import { calculateNannyShare } from '@/lib/tax/share/calculateShare';
import { completeShareInput } from '@/lib/tax/share/defaults';
import { type CompleteNannyShareInput } from '@/lib/tax/share/contract';

const SHARE: CompleteNannyShareInput = completeShareInput({
  taxYear: 2026,
  state: 'CA',
  payFrequency: 'biweekly',
  weeksPerYear: 50,
  daysPerWeek: 4,
  personalAttendant: false,
  sharedHoursPerWeek: 36,
  sharedRate: 32.5,
  overtimeSplit: 'hours',
  families: [
    { label: 'The Lees', shareOfSharedPay: 0.6, soloHoursPerWeek: 6, soloRate: 22 },
    {
      shareOfSharedPay: 0.4,
      federalWithholding: { filingStatus: 'married' },
      stateWithholding: true,
    },
  ],
});

describe('share URL', () => {
  it('writes the required fields and only the optional ones that differ from their defaults', () => {
    expect(toShareQuery(DEFAULT_SHARE_INPUT)).toEqual({
      year: '2026',
      state: 'TX',
      hours: '40',
      rate: '30',
      frequency: 'weekly',
      aShare: '0.5',
      bShare: '0.5',
    });
  });

  it('reads back the share it wrote (the same query, the same result)', () => {
    const back = fromShareQuery(new URLSearchParams(shareSearch(SHARE)));
    expect(toShareQuery(back)).toEqual(toShareQuery(SHARE));
    expect(calculateNannyShare(back)).toEqual(calculateNannyShare(SHARE));
    expect(back.families.map((f) => f.label)).toEqual(['The Lees', 'Family B']);
  });

  it.each([
    [
      'shares that do not add up',
      'state=TX&hours=40&rate=30&frequency=weekly&aShare=0.5&bShare=0.2',
    ],
    ['one family', 'state=TX&hours=40&rate=30&frequency=weekly&aShare=1'],
    ['no query at all', ''],
    ['a bad rate', 'state=TX&hours=40&rate=abc&frequency=weekly&aShare=0.5&bShare=0.5'],
  ])('falls back to the example for %s', (_name, search) => {
    expect(fromShareQuery(new URLSearchParams(search))).toEqual(DEFAULT_SHARE_INPUT);
  });

  it('pins the paycheck date in a shared link and reads it back, its year with it', () => {
    const dated = { ...SHARE, taxYear: 2027 as const, payDate: '2027-07-01' };
    const search = shareSearch(dated);
    expect(new URLSearchParams(search).get('date')).toBe('2027-07-01');
    const back = fromShareQuery(new URLSearchParams(search), '2026-11-30');
    expect(back).toMatchObject({ taxYear: 2027, payDate: '2027-07-01' });
    expect(calculateNannyShare(back).preliminary).toBe(true);
  });

  it('on the server, without a date: today; the example falls back to today too', () => {
    const undated = new URLSearchParams(shareSearch(SHARE));
    undated.delete('year');
    expect(fromShareQuery(undated, '2026-11-30')).toMatchObject({
      taxYear: 2026,
      payDate: '2026-11-30',
    });
    expect(fromShareQuery(new URLSearchParams(''), '2027-01-01')).toEqual({
      ...DEFAULT_SHARE_INPUT,
      taxYear: 2027,
      payDate: '2027-01-01',
    });
  });

  it('never throws, whatever the query (property)', () => {
    const keys = [
      'state',
      'hours',
      'rate',
      'frequency',
      'aShare',
      'bShare',
      'cShare',
      'aSolo',
      'year',
      'split',
    ];
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...keys), fc.string()), (query) => {
        expect(() => fromShareQuery(query)).not.toThrow();
      }),
    );
  });
});
