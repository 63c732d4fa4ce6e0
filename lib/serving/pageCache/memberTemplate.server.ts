import type { NormalizedCacheObject } from '@apollo/client';
import type { AuthState } from '@/lib/members/auth/authState';
import { greetingName, type AccountStatus, type Member } from '@/lib/members/graphql/member';
import { placeholderToken } from './internalRender.server';

/** The slots a member page template has besides the nonce and visitor ids. */
export type MemberSlot = 'memberAuth' | 'memberApollo' | 'memberGreeting';

/**
 * The placeholder member a signed-in page is rendered with for the page cache
 * (docs/serving.md#member-pages): every field its own unguessable token.
 */
export interface MemberPlaceholders {
  auth: AuthState;
  apolloState: NormalizedCacheObject;
  /** The exact texts a render holds where the member's own go, by slot. */
  slots: Record<MemberSlot, string>;
  /**
   * Every token of the placeholder member. A compiled template in which any is left outside its
   * slots shows member data somewhere this module does not know of, and must not be used.
   */
  tokens: readonly string[];
}

/** What Next.js does to the page's JSON props inside its script tag (htmlEscapeJsonString). */
const JSON_IN_HTML: Readonly<Record<string, string>> = {
  '&': '\\u0026',
  '>': '\\u003e',
  '<': '\\u003c',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/** What React does to text it renders (escapeTextForBrowser). */
const HTML_TEXT: Readonly<Record<string, string>> = {
  '"': '&quot;',
  '&': '&amp;',
  "'": '&#x27;',
  '<': '&lt;',
  '>': '&gt;',
};

/** JSON as it stands in the page's props script. */
export function jsonInHtml(value: unknown): string {
  return JSON.stringify(value).replace(/[&><\u2028\u2029]/g, (char) => JSON_IN_HTML[char] ?? char);
}

/** Text as React renders it between tags. */
export function htmlText(text: string): string {
  return text.replace(/["&'<>]/g, (char) => HTML_TEXT[char] ?? char);
}

/** The placeholder member of this secret, with the given account status. */
export function memberPlaceholders(secret: string, status: AccountStatus): MemberPlaceholders {
  const token = (label: string) => placeholderToken(secret, `member-${label}`);
  const tokens = {
    id: token('id'),
    displayName: token('display-name'),
    email: token('email'),
    // The header greets by first name: the greeting slot.
    firstName: token('greeting'),
    lastName: token('last-name'),
    memberUuid: token('uuid'),
    apollo: token('apollo'),
  };
  const { memberUuid, apollo, ...fields } = tokens;
  const member: Member = { ...fields, homepayAccountStatusV2: status };
  const auth: AuthState = { isLoggedIn: true, isImpersonated: false, member, memberUuid };
  const apolloState: NormalizedCacheObject = { [apollo]: {} };
  return {
    auth,
    apolloState,
    slots: {
      memberAuth: jsonInHtml(auth),
      memberApollo: jsonInHtml(apolloState),
      memberGreeting: greetingName(member),
    },
    tokens: Object.values(tokens),
  };
}

/** The member's own texts for the slots of a member page template. */
export function memberFragments(
  auth: AuthState & { member: Member },
  apolloState: NormalizedCacheObject | null,
): Record<MemberSlot, string> {
  return {
    memberAuth: jsonInHtml(auth),
    memberApollo: jsonInHtml(apolloState),
    memberGreeting: htmlText(greetingName(auth.member)),
  };
}
