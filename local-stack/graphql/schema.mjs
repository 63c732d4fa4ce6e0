// @ts-check
// The slice of the HomePay GraphQL API the site uses, with the same names and types.

export const typeDefs = /* GraphQL */ `
  enum HomepayAccountStatus {
    CLIENT
    NONE
    PENDING
    SUBMITTED
  }

  type Member {
    displayName: String!
    email: String!
    firstName: String!
    homepayAccountStatusV2: HomepayAccountStatus!
    id: ID!
    lastName: String!
  }

  type Query {
    "The signed-in member, or the impersonated one for a support user's token."
    member: Member!
  }

  input TaxCalculatorResultInput {
    email: String!
    "Absolute URL of the shared calculator result."
    resultUrl: String!
    taxYear: Int!
    "Two-letter state code."
    state: String!
    "weekly | biweekly | semimonthly | monthly"
    payFrequency: String!
    grossWagesAnnual: Float!
    netPayAnnual: Float!
    employeeTaxesAnnual: Float!
    employerTaxesAnnual: Float!
    totalEmployerCostAnnual: Float!
    netPayPerPaycheck: Float!
    totalEmployerCostPerPaycheck: Float!
    "The state's name for the e-mail (optional: older clients send the code alone)."
    stateName: String
    "The pay as entered: dollars per payPer."
    payAmount: Float
    "hour | week | month | year"
    payPer: String
    "gross | net"
    payType: String
    hoursPerWeek: Float
    "The site's support phone number, for the e-mail's next step."
    supportPhone: String
    "en | es: the e-mail's language, the page's (optional: English)."
    locale: String
  }

  type TaxCalculatorResultSendPayload {
    sent: Boolean!
    messageId: String
  }

  type Mutation {
    "E-mails the calculator results. No sign-in needed; reCAPTCHA when configured."
    taxCalculatorResultSend(input: TaxCalculatorResultInput!): TaxCalculatorResultSendPayload!
  }
`;
