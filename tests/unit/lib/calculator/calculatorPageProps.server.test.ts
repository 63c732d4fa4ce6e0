/** @jest-environment node */
import type { GetServerSidePropsContext } from 'next';
import { calculate } from '@/lib/calculator/calculatorEngine';
import { getCalculatorPageProps } from '@/lib/calculator/calculatorPageProps.server';
import { loadPageProps } from '@/lib/serving/pageProps/loadPageProps.server';
import { DEFAULT_NANNY_TAX_INPUT } from '@/lib/tax/defaults';
import { pagePropsFixture } from '../../../support/pageProps.fixture';

jest.mock('@/lib/serving/pageProps/loadPageProps.server', () => ({ loadPageProps: jest.fn() }));

const shared = pagePropsFixture('nannyTaxCalculator');

function contextWith(query: GetServerSidePropsContext['query']): GetServerSidePropsContext {
  return { query } as GetServerSidePropsContext;
}

describe('getCalculatorPageProps', () => {
  beforeEach(() => jest.mocked(loadPageProps).mockResolvedValue(shared));

  it('adds the calculation for the input of the URL to the shared page props', async () => {
    const context = contextWith({ state: 'ny', amount: '22', hours: '45', type: 'net' });
    await expect(getCalculatorPageProps(context)).resolves.toEqual({
      props: {
        ...shared,
        calculation: calculate({
          ...DEFAULT_NANNY_TAX_INPUT,
          state: 'NY',
          pay: { amount: 22, per: 'hour', type: 'net' },
          hoursPerWeek: 45,
        }),
      },
    });
    expect(loadPageProps).toHaveBeenCalledWith(context, 'nannyTaxCalculator');
  });

  it('starts from the default example when the URL has no or bad values', async () => {
    const result = await getCalculatorPageProps(contextWith({ amount: '-3', state: 'ZZ' }));
    expect(result).toEqual({
      props: { ...shared, calculation: calculate(DEFAULT_NANNY_TAX_INPUT) },
    });
  });

  it('gives props that survive JSON, as Next sends them to the browser', async () => {
    const result = await getCalculatorPageProps(contextWith({ state: 'CA', type: 'net' }));
    const { calculation } = (result as { props: { calculation: unknown } }).props;
    expect(JSON.parse(JSON.stringify(calculation))).toStrictEqual(calculation);
  });
});
