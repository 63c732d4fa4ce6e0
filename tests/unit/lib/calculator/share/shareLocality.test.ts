/** @jest-environment node */
import { DEFAULT_SHARE_INPUT } from '@/lib/calculator/share/defaultShare';
import { parseShareForm } from '@/lib/calculator/share/parseShareForm';
import { formFromShareInput, type ShareForm } from '@/lib/calculator/share/shareForm';
import { fromShareQuery } from '@/lib/calculator/share/url/shareQuery';
import { toShareQuery } from '@/lib/calculator/share/url/toShareQuery';
import { completeShareInput } from '@/lib/tax/share/defaults';

const FORM = formFromShareInput(DEFAULT_SHARE_INPUT);

function parsed(change: Partial<ShareForm>) {
  return parseShareForm({ ...FORM, ...change }, 2026);
}

describe('share form: locality', () => {
  it.each([
    {
      name: 'a locality of the state',
      form: { state: 'WA', locality: 'WA-SEATTLE' },
      input: { locality: 'WA-SEATTLE', residence: null, localRate: null },
    },
    {
      name: 'another state’s locality, dropped',
      form: { state: 'TX', locality: 'WA-SEATTLE' },
      input: { locality: null, residence: null, localRate: null },
    },
    {
      name: 'a non-resident where residence decides',
      form: { state: 'NY', locality: 'NY-NYC', residence: '' },
      input: { locality: 'NY-NYC', residence: null, localRate: null },
    },
    {
      name: 'a residence apart from the work place',
      form: { state: 'NY', locality: 'NY-YONKERS', residence: 'NY-NYC' },
      input: { locality: 'NY-YONKERS', residence: 'NY-NYC', localRate: null },
    },
    {
      name: 'another state’s residence, dropped',
      form: { state: 'NY', locality: 'NY-NYC', residence: 'PA-PHILADELPHIA' },
      input: { locality: 'NY-NYC', residence: null, localRate: null },
    },
    {
      name: 'an entered rate in percent',
      form: { state: 'PA', locality: 'PA-EIT', localRatePercent: '1.25' },
      input: { locality: 'PA-EIT', residence: null, localRate: 0.0125 },
    },
  ] as const)('reads $name', ({ form, input }) => {
    const result = parsed(form);
    expect(result.ok && result.input).toMatchObject(input);
  });

  it('asks for the rate where the family enters it', () => {
    expect(parsed({ state: 'PA', locality: 'PA-EIT', localRatePercent: '' })).toEqual({
      ok: false,
      errors: { localRatePercent: 'Enter the local rate from 0% to 10%.' },
    });
  });
});

describe('share URL: locality', () => {
  const share = completeShareInput({
    ...DEFAULT_SHARE_INPUT,
    state: 'NY',
    locality: 'NY-NYC',
    livesInLocality: false,
  });

  it('carries the locality and residence, and reads them back', () => {
    const query = toShareQuery(share);
    expect(query).toMatchObject({ locality: 'NY-NYC', res: '0' });
    expect(fromShareQuery(query)).toEqual(share);
    expect(formFromShareInput(fromShareQuery(query))).toMatchObject({
      locality: 'NY-NYC',
      residence: '',
    });
  });

  it('carries a residence apart from the work place in home=', () => {
    const both = completeShareInput({
      ...DEFAULT_SHARE_INPUT,
      state: 'NY',
      locality: 'NY-YONKERS',
      residence: 'NY-NYC',
    });
    const query = toShareQuery(both);
    expect(query).toMatchObject({ locality: 'NY-YONKERS', home: 'NY-NYC' });
    expect(fromShareQuery(query)).toEqual(both);
    const none = completeShareInput({ ...both, locality: 'NY-NYC', residence: null });
    expect(toShareQuery(none)).toMatchObject({ locality: 'NY-NYC', home: 'none' });
    expect(fromShareQuery(toShareQuery(none))).toEqual(none);
  });

  it('carries an entered rate', () => {
    const pa = completeShareInput({
      ...DEFAULT_SHARE_INPUT,
      state: 'PA',
      locality: 'PA-EIT',
      localRate: 0.0125,
    });
    expect(toShareQuery(pa)).toMatchObject({ locality: 'PA-EIT', lrate: '0.0125' });
    expect(fromShareQuery(toShareQuery(pa))).toEqual(pa);
  });

  it('gives the example for a locality of another state', () => {
    expect(
      fromShareQuery({ ...toShareQuery(DEFAULT_SHARE_INPUT), locality: 'WA-SEATTLE' }),
    ).toEqual(DEFAULT_SHARE_INPUT);
  });
});
