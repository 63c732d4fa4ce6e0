import { gql, type TypedDocumentNode } from '@apollo/client';

/** Operation name that alone carries the bearer token (docs/members.md#bearer-only-on-member). */
export const MEMBER_OPERATION = 'Member';

export interface MemberQueryResult {
  member: unknown;
}

/** The Member query: no variables; the six member fields (docs/members.md#the-member-query). */
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
