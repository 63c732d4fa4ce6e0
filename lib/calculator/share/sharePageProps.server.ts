import type { GetServerSideProps } from 'next';
import { todayIn } from '@/lib/tax/isoDate';
import { calculatorPagePropsLoader } from '../calculatorPagePropsLoader.server';
import { calculateShareOrDefault } from './shareEngine';
import { type NannyShareCalculatorPageProps } from './sharePageProps';
import { fromShareQuery } from './url/shareQuery';

/**
 * The share page's props, as the single calculator's: a query the API would refuse gives the
 * example; without a `date` the paycheck is today's, in New York.
 */
export const getSharePageProps: GetServerSideProps<NannyShareCalculatorPageProps> =
  calculatorPagePropsLoader('nannyShareCalculator', (query) =>
    calculateShareOrDefault(fromShareQuery(query, todayIn(new Date()))),
  );
