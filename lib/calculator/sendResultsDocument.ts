import { gql, type TypedDocumentNode } from '@apollo/client';
import type {
  TaxCalculatorResultSendData,
  TaxCalculatorResultSendVariables,
} from './sendResultsMutation';

// The parsed document lives apart from the mutation's types so graphql's parser loads with Apollo,
// on demand, and not with the calculator page.
export const TAX_CALCULATOR_RESULT_SEND_MUTATION: TypedDocumentNode<
  TaxCalculatorResultSendData,
  TaxCalculatorResultSendVariables
> = gql`
  mutation taxCalculatorResultSend($input: TaxCalculatorResultInput!) {
    taxCalculatorResultSend(input: $input) {
      sent
      messageId
    }
  }
`;
