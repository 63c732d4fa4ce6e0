import type { GetServerSideProps } from 'next';
import { fromQuery } from '@/lib/calculator/url/query';
import { calculateOrDefault } from './calculatorEngine';
import { type NannyTaxCalculatorPageProps } from './calculatorPageProps';
import { calculatorPagePropsLoader } from './calculatorPagePropsLoader.server';

/** The nanny tax calculator page's props: a bad query value falls back to its default. */
export const getCalculatorPageProps: GetServerSideProps<NannyTaxCalculatorPageProps> =
  calculatorPagePropsLoader('nannyTaxCalculator', (query) => calculateOrDefault(fromQuery(query)));
