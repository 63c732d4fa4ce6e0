import { type TaxCalculatorResultInput } from '@/lib/members/graphql/resultSendMutation';
import { type CompleteNannyTaxInput, type NannyTaxResult } from '@/lib/tax/contract';

/** The mutation input for a calculation: the summary figures the e-mail shows. */
export function toResultSendInput(
  email: string,
  resultUrl: string,
  input: Pick<CompleteNannyTaxInput, 'payFrequency'>,
  result: NannyTaxResult,
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
  };
}
