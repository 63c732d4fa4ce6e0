/** The `member` field of a Member query answer, as the GraphQL backend sends it. */
export const MEMBER = {
  __typename: 'Member',
  id: 'abc123_987',
  displayName: 'Pat Doe',
  email: 'pat@example.com',
  firstName: 'Pat',
  lastName: 'Doe',
  homepayAccountStatusV2: 'CLIENT',
};
