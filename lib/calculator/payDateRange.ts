import { SUPPORTED_TAX_YEARS } from '@/lib/tax/taxYear';

/**
 * The first and last day the "Paycheck date" field accepts (its `min` and `max`): the supported
 * tax years. Apart from ./payDateField, which reads the field, so the page's first load does not
 * carry the date parser.
 */
export const PAY_DATE_RANGE = {
  min: `${SUPPORTED_TAX_YEARS[0]}-01-01`,
  max: `${SUPPORTED_TAX_YEARS[SUPPORTED_TAX_YEARS.length - 1]}-12-31`,
} as const;
