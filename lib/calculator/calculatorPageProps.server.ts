import type { GetServerSideProps } from 'next';
import { fromQuery } from '@/lib/calculator/url/query';
import { DEFAULT_NANNY_TAX_INPUT } from '@/lib/tax/defaults';
import { todayIn } from '@/lib/tax/isoDate';
import { calculateOrDefault } from './calculatorEngine';
import { type NannyTaxCalculatorPageProps } from './calculatorPageProps';
import { calculatorPagePropsLoader } from './calculatorPagePropsLoader.server';

/**
 * The nanny tax calculator page's props: a bad query value falls back to its default; without a
 * `date` the paycheck is today's, in New York (docs/calculator.md#paycheck-date).
 */
export const getCalculatorPageProps: GetServerSideProps<NannyTaxCalculatorPageProps> =
  calculatorPagePropsLoader('nannyTaxCalculator', (query) =>
    calculateOrDefault(fromQuery(query, DEFAULT_NANNY_TAX_INPUT, todayIn(new Date()))),
  );
