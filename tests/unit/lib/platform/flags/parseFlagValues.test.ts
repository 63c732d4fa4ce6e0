/** @jest-environment node */
import fc from 'fast-check';
import { parseFlagValues } from '@/lib/platform/flags/parseFlagValues';
import { pagePropsFixture } from '../../../../support/pageProps.fixture';

const defaults = pagePropsFixture('home').flags;

describe('parseFlagValues', () => {
  it('overrides the defaults with the flags the file sets', () => {
    const { values, problems } = parseFlagValues(
      JSON.stringify({ threeTierPricing: true, assetUrl: 'https://cdn.example.com/img' }),
      defaults,
    );
    expect(values).toEqual({
      ...defaults,
      threeTierPricing: true,
      assetUrl: 'https://cdn.example.com/img',
    });
    expect(problems).toEqual([]);
  });

  it.each([
    ['malformed JSON', '{', ['not valid JSON']],
    ['an array', '[]', ['not a JSON object']],
    ['an unknown flag', '{"newFlag":true}', ['unknown flag "newFlag"']],
    ['a wrong type', '{"threeTierPricing":"yes"}', ['flag "threeTierPricing" must be a boolean']],
  ])('keeps the defaults and names the problem for %s', (_, text, problems) => {
    expect(parseFlagValues(text, defaults)).toEqual({ values: defaults, problems });
  });

  it('always answers every flag, whatever the file holds', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json()), (text) => {
        expect(Object.keys(parseFlagValues(text, defaults).values).sort()).toEqual(
          Object.keys(defaults).sort(),
        );
      }),
    );
  });
});
