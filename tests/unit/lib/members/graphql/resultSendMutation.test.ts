/** @jest-environment node */
import { print } from 'graphql';
import {
  TAX_CALCULATOR_RESULT_SEND,
  TAX_CALCULATOR_RESULT_SEND_MUTATION,
} from '@/lib/members/graphql/resultSendMutation';

describe('the results mutation', () => {
  it('is the named operation taxCalculatorResultSend with one input variable', () => {
    expect(print(TAX_CALCULATOR_RESULT_SEND_MUTATION)).toContain(
      `mutation ${TAX_CALCULATOR_RESULT_SEND}($input: TaxCalculatorResultInput!)`,
    );
  });
});
