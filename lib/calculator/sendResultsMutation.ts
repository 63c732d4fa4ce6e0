import { type CompleteNannyTaxInput, type NannyTaxResult } from '@/lib/tax/contract';

/** The operation name: also the reCAPTCHA action, and the only operation that carries its headers. */
export const TAX_CALCULATOR_RESULT_SEND = 'taxCalculatorResultSend';

/** `TaxCalculatorResultInput` of the GraphQL schema: the address, the shareable URL and the summary. */
export interface TaxCalculatorResultInput {
  email: string;
  resultUrl: string;
  taxYear: number;
  state: string;
  payFrequency: string;
  grossWagesAnnual: number;
  netPayAnnual: number;
  employeeTaxesAnnual: number;
  employerTaxesAnnual: number;
  totalEmployerCostAnnual: number;
  netPayPerPaycheck: number;
  totalEmployerCostPerPaycheck: number;
}

export interface TaxCalculatorResultSendData {
  taxCalculatorResultSend: { sent: boolean; messageId: string | null };
}

export interface TaxCalculatorResultSendVariables {
  input: TaxCalculatorResultInput;
}

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
