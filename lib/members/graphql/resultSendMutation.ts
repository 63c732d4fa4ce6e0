import { gql, type TypedDocumentNode } from '@apollo/client';

// The calculators' "Email my results" mutation (docs/calculator.md#email-my-results), beside the
// member query. Imported only by the code that loads on the first send, so graphql's parser
// loads with Apollo, on demand, and not with the calculator page; the page itself imports the
// types alone.

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
  /** Optional in the schema (older clients omit them): what the e-mail shows of the inputs. */
  stateName?: string;
  payAmount?: number;
  payPer?: string;
  payType?: string;
  hoursPerWeek?: number;
  /** The site's support line: the e-mail's next step (the backend does not know it). */
  supportPhone?: string;
  /**
   * The e-mail's language, the page's: one of the site's locales (lib/site, a layer above, so
   * spelled here); optional in the schema, English without it.
   */
  locale?: 'en' | 'es';
}

export interface TaxCalculatorResultSendData {
  taxCalculatorResultSend: { sent: boolean; messageId: string | null };
}

export interface TaxCalculatorResultSendVariables {
  input: TaxCalculatorResultInput;
}

/** The mutation: the input, and whether the backend sent the e-mail. */
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
