import { SetContextLink } from '@apollo/client/link/context';
import { MEMBER_OPERATION } from '../operations';

/**
 * docs/members.md#bearer-only-on-member: the `Authorization: Bearer` header goes only on the Member
 * operation, and only when a stored token exists and has not expired (`getToken` returns null
 * otherwise).
 */
export function createAuthLink(getToken: () => string | null): SetContextLink {
  return new SetContextLink((previous, operation) => {
    if (operation.operationName !== MEMBER_OPERATION) return {};
    const token = getToken();
    if (!token) return {};
    const headers = (previous.headers ?? {}) as Record<string, string>;
    return { headers: { ...headers, authorization: `Bearer ${token}` } };
  });
}
