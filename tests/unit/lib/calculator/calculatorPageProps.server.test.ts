/** @jest-environment node */
import type { GetServerSidePropsContext } from 'next';
import { calculate } from '@/lib/calculator/calculatorEngine';
import {
  calculatorPageProps,
  getCalculatorPageProps,
} from '@/lib/calculator/calculatorPageProps.server';
import { CALCULATOR_EN } from '@/lib/calculator/text/calculatorText.en';
import { type Calculation } from '@/lib/calculator/calculation';
import { localizeNannyTaxResult } from '@/lib/tax/messages/localizeResult';
import { calculatorTextFor } from '@/lib/calculator/text/calculatorTextFor.server';
import { loadPageProps } from '@/lib/serving/pageProps/loadPageProps.server';
import { DEFAULT_NANNY_TAX_INPUT } from '@/lib/tax/defaults';
import { pagePropsFixture } from '../../../support/pageProps.fixture';

jest.mock('@/lib/serving/pageProps/loadPageProps.server', () => ({ loadPageProps: jest.fn() }));

const shared = pagePropsFixture('nannyTaxCalculator');

function contextWith(query: GetServerSidePropsContext['query']): GetServerSidePropsContext {
  return { query } as GetServerSidePropsContext;
}

// 02:30 UTC on December 1 is still November 30 in New York, the calculator's calendar.
const NOW = new Date('2026-12-01T02:30:00Z');
const TODAY = '2026-11-30';

describe('getCalculatorPageProps', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: NOW, doNotFake: ['nextTick', 'setImmediate'] });
    jest.mocked(loadPageProps).mockResolvedValue(shared);
  });
  afterEach(() => jest.useRealTimers());

  it('adds the calculation for the input of the URL to the shared page props', async () => {
    const context = contextWith({ state: 'ny', amount: '22', hours: '45', type: 'net' });
    await expect(getCalculatorPageProps(context)).resolves.toEqual({
      props: {
        ...shared,
        calculation: calculate({
          ...DEFAULT_NANNY_TAX_INPUT,
          payDate: TODAY,
          state: 'NY',
          pay: { amount: 22, per: 'hour', type: 'net' },
          hoursPerWeek: 45,
        }),
        text: CALCULATOR_EN,
      },
    });
    expect(loadPageProps).toHaveBeenCalledWith(context, 'nannyTaxCalculator', 'en');
  });

  it('starts from the default example when the URL has no or bad values', async () => {
    const result = await getCalculatorPageProps(contextWith({ amount: '-3', state: 'ZZ' }));
    expect(result).toEqual({
      props: {
        ...shared,
        calculation: calculate({ ...DEFAULT_NANNY_TAX_INPUT, payDate: TODAY }),
        text: CALCULATOR_EN,
      },
    });
  });

  it('computes a shared link for its own paycheck date, whatever today is', async () => {
    const result = await getCalculatorPageProps(contextWith({ state: 'FL', date: '2026-09-30' }));
    const { calculation } = (result as { props: { calculation: { input: object } } }).props;
    expect(calculation.input).toMatchObject({ taxYear: 2026, payDate: '2026-09-30' });
  });

  it('on a new year’s day follows the date into the new tax year', async () => {
    jest.setSystemTime(new Date('2027-01-01T15:00:00Z'));
    const result = await getCalculatorPageProps(contextWith({ state: 'TX' }));
    const { calculation } = (
      result as { props: { calculation: { input: object; result: { preliminary: boolean } } } }
    ).props;
    expect(calculation.input).toMatchObject({ taxYear: 2027, payDate: '2027-01-01' });
    expect(calculation.result.preliminary).toBe(true);
  });

  it('gives props that survive JSON, as Next sends them to the browser', async () => {
    const result = await getCalculatorPageProps(contextWith({ state: 'CA', type: 'net' }));
    const { calculation, text } = (result as { props: { calculation: unknown; text: unknown } })
      .props;
    expect(JSON.parse(JSON.stringify(calculation))).toStrictEqual(calculation);
    expect(JSON.parse(JSON.stringify(text))).toStrictEqual(text);
  });

  it('gives the Spanish page the same calculation for its URL, worded in Spanish', async () => {
    const query = { state: 'ny', amount: '22', hours: '45', type: 'net' };
    const english = await getCalculatorPageProps(contextWith(query));
    const context = contextWith(query);
    const spanish = await calculatorPageProps('es')(context);
    const { calculation } = (english as { props: { calculation: Calculation } }).props;
    expect(spanish).toEqual({
      props: {
        ...shared,
        calculation: { ...calculation, result: localizeNannyTaxResult(calculation.result, 'es') },
        text: calculatorTextFor('es'),
      },
    });
    expect(loadPageProps).toHaveBeenCalledWith(context, 'nannyTaxCalculator', 'es');
  });
});
