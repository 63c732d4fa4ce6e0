/** @jest-environment node */
import { print } from 'graphql';
import { TAX_CALCULATOR_RESULT_SEND_MUTATION } from '@/lib/calculator/sendResultsDocument';
import {
  TAX_CALCULATOR_RESULT_SEND,
  toResultSendInput,
} from '@/lib/calculator/sendResultsMutation';
import { calculateNannyTax } from '@/lib/tax/calculate';
import { DEFAULT_NANNY_TAX_INPUT } from '@/lib/tax/defaults';

describe('the results mutation', () => {
  it('is the named operation taxCalculatorResultSend with one input variable', () => {
    expect(print(TAX_CALCULATOR_RESULT_SEND_MUTATION)).toContain(
      `mutation ${TAX_CALCULATOR_RESULT_SEND}($input: TaxCalculatorResultInput!)`,
    );
  });

  it('carries the address, the result URL and the summary of the calculation', () => {
    const input = { ...DEFAULT_NANNY_TAX_INPUT, payFrequency: 'biweekly' as const };
    const result = calculateNannyTax(input);
    expect(toResultSendInput('a@example.com', 'https://x.example/r', input, result)).toEqual({
      email: 'a@example.com',
      resultUrl: 'https://x.example/r',
      taxYear: 2026,
      state: 'TX',
      payFrequency: 'biweekly',
      grossWagesAnnual: result.annual.grossWages,
      netPayAnnual: result.annual.netPay,
      employeeTaxesAnnual: result.annual.employeeTaxes,
      employerTaxesAnnual: result.annual.employerTaxes,
      totalEmployerCostAnnual: result.annual.totalEmployerCost,
      netPayPerPaycheck: result.perPaycheck.netPay,
      totalEmployerCostPerPaycheck: result.perPaycheck.totalEmployerCost,
    });
  });
});
