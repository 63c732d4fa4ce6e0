/** @jest-environment node */
import type { GetServerSidePropsContext } from 'next';
import { getCalculatorPageProps } from '@/lib/calculator/calculatorPageProps.server';
import { loadPageProps } from '@/lib/pageProps/loadPageProps.server';
import { DEFAULT_NANNY_TAX_INPUT } from '@/lib/tax/defaults';
import { pagePropsFixture } from '../../../support/pageProps.fixture';

jest.mock('@/lib/pageProps/loadPageProps.server', () => ({ loadPageProps: jest.fn() }));

const shared = pagePropsFixture('nannyTaxCalculator');

function contextWith(query: GetServerSidePropsContext['query']): GetServerSidePropsContext {
  return { query } as GetServerSidePropsContext;
}

describe('getCalculatorPageProps', () => {
  beforeEach(() => jest.mocked(loadPageProps).mockResolvedValue(shared));

  it('adds the calculator input of the URL to the shared page props', async () => {
    const context = contextWith({ state: 'ny', amount: '22', hours: '45', type: 'net' });
    await expect(getCalculatorPageProps(context)).resolves.toEqual({
      props: {
        ...shared,
        calculatorInput: {
          ...DEFAULT_NANNY_TAX_INPUT,
          state: 'NY',
          pay: { amount: 22, per: 'hour', type: 'net' },
          hoursPerWeek: 45,
        },
      },
    });
    expect(loadPageProps).toHaveBeenCalledWith(context, 'nannyTaxCalculator');
  });

  it('starts from the default example when the URL has no or bad values', async () => {
    const result = await getCalculatorPageProps(contextWith({ amount: '-3', state: 'ZZ' }));
    expect(result).toEqual({ props: { ...shared, calculatorInput: DEFAULT_NANNY_TAX_INPUT } });
  });
});
