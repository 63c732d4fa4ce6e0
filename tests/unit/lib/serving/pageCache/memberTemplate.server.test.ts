/** @jest-environment node */
import fc from 'fast-check';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { htmlEscapeJsonString } from 'next/dist/shared/lib/htmlescape';
import { ACCOUNT_STATUSES, type Member } from '@/lib/members/graphql/member';
import {
  htmlText,
  jsonInHtml,
  memberFragments,
  memberPlaceholders,
} from '@/lib/serving/pageCache/memberTemplate.server';

const SECRET = 's'.repeat(43);

const member: Member = {
  id: 'a1b2c3d4_client',
  displayName: 'D\'Arcy "</script>"\u2028',
  email: 'darcy@example.com',
  firstName: "D'Arcy & <Zoë>",
  lastName: 'Nguyễn',
  homepayAccountStatusV2: 'NONE',
};

describe('memberTemplate', () => {
  it('escapes text exactly as React renders it, for any text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        expect(htmlText(text)).toBe(
          renderToStaticMarkup(createElement('span', null, text)).slice(6, -7),
        );
      }),
    );
  });

  it('escapes JSON exactly as Next.js writes page props, for any value', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(jsonInHtml(value)).toBe(htmlEscapeJsonString(JSON.stringify(value)));
      }),
    );
  });

  it('gives every status its own placeholder member with unguessable, distinct tokens', () => {
    for (const status of ACCOUNT_STATUSES) {
      const { auth, tokens, slots } = memberPlaceholders(SECRET, status);
      expect(auth.member?.homepayAccountStatusV2).toBe(status);
      expect(new Set(tokens).size).toBe(tokens.length);
      for (const token of tokens) expect(token).toMatch(/^ph[0-9a-f]{30}$/);
      expect(slots.memberGreeting).toBe(auth.member?.firstName);
      expect(slots.memberAuth).toBe(JSON.stringify(auth));
    }
    expect(memberPlaceholders('t'.repeat(43), 'CLIENT').tokens).not.toEqual(
      memberPlaceholders(SECRET, 'CLIENT').tokens,
    );
  });

  it('fills a member’s fragments escaped for where each goes', () => {
    const auth = { isLoggedIn: true, isImpersonated: false, member, memberUuid: member.id };
    const fragments = memberFragments(auth, { ROOT_QUERY: { __typename: 'Query' } });
    expect(fragments.memberGreeting).toBe('D&#x27;Arcy &amp; &lt;Zoë&gt;');
    expect(fragments.memberAuth).not.toContain('</script>');
    expect(fragments.memberAuth).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(fragments.memberAuth)).toEqual(auth);
    expect(JSON.parse(fragments.memberApollo)).toEqual({ ROOT_QUERY: { __typename: 'Query' } });
  });
});
