import { gql, type TypedDocumentNode } from '@apollo/client';

/** Operation name that alone carries the bearer token (SPEC §6). */
export const MEMBER_OPERATION = 'Member';

export interface MemberQueryResult {
  member: unknown;
}

/** SPEC §7 GraphQL Member: no variables; the six member fields. */
export const MEMBER_QUERY: TypedDocumentNode<MemberQueryResult, Record<string, never>> = gql`
  query Member {
    member {
      displayName
      email
      firstName
      homepayAccountStatusV2
      id
      lastName
    }
  }
`;
