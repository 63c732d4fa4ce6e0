import { type TaxCalculatorResultInput } from '@/lib/members/graphql/resultSendMutation';
import { type CompleteNannyTaxInput, type NannyTaxResult } from '@/lib/tax/contract';
import { type Locale } from '@/lib/site/i18n/locale';
import { stateNameIn } from './labels';

/** What the e-mail shows of the inputs: a share's families send no pay or hours of their own. */
export type ResultSendCalculationInput = Pick<CompleteNannyTaxInput, 'payFrequency'> &
  Partial<Pick<CompleteNannyTaxInput, 'pay' | 'hoursPerWeek'>>;

/**
 * The mutation input for a calculation: the inputs, summary figures and support line the e-mail
 * shows, in the page's language (the state's name, and the e-mail's own words).
 */
export function toResultSendInput(
  email: string,
  resultUrl: string,
  input: ResultSendCalculationInput,
  result: NannyTaxResult,
  supportPhone: string,
  locale: Locale,
): TaxCalculatorResultInput {
  return {
    email,
    resultUrl,
    taxYear: result.taxYear,
    state: result.state,
    payFrequency: input.payFrequency,
    grossWagesAnnual: result.annual.grossWages,
    netPayAnnual: result.annual.netPay,
    employeeTaxesAnnual: result.annual.employeeTaxes,
    employerTaxesAnnual: result.annual.employerTaxes,
    totalEmployerCostAnnual: result.annual.totalEmployerCost,
    netPayPerPaycheck: result.perPaycheck.netPay,
    totalEmployerCostPerPaycheck: result.perPaycheck.totalEmployerCost,
    stateName: stateNameIn(result.state, locale),
    ...(input.pay && {
      payAmount: input.pay.amount,
      payPer: input.pay.per,
      payType: input.pay.type,
    }),
    ...(input.hoursPerWeek !== undefined && { hoursPerWeek: input.hoursPerWeek }),
    supportPhone,
    locale,
  };
}
