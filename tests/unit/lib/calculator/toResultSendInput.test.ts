/** @jest-environment node */
import { toResultSendInput } from '@/lib/calculator/toResultSendInput';
import { calculateNannyTax } from '@/lib/tax/calculate';
import { DEFAULT_NANNY_TAX_INPUT } from '@/lib/tax/defaults';

describe('toResultSendInput', () => {
  it('carries the address, the result URL, the inputs, the summary and the support line', () => {
    const input = { ...DEFAULT_NANNY_TAX_INPUT, payFrequency: 'biweekly' as const };
    const result = calculateNannyTax(input);
    expect(
      toResultSendInput(
        'a@example.com',
        'https://x.example/r',
        input,
        result,
        '(800) 555-0100',
        'en',
      ),
    ).toEqual({
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
      stateName: 'Texas',
      payAmount: input.pay.amount,
      payPer: input.pay.per,
      payType: input.pay.type,
      hoursPerWeek: input.hoursPerWeek,
      supportPhone: '(800) 555-0100',
      locale: 'en',
    });
  });

  it('asks for the e-mail in the page’s language, with the state named in it', () => {
    const input = { ...DEFAULT_NANNY_TAX_INPUT, state: 'NY' as const };
    const result = calculateNannyTax(input);
    expect(
      toResultSendInput(
        'a@example.com',
        'https://x.example/r',
        input,
        result,
        '(800) 555-0100',
        'es',
      ),
    ).toMatchObject({ state: 'NY', stateName: 'Nueva York', locale: 'es' });
  });
});
