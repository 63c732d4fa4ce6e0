/** @jest-environment node */
import { ApolloLink } from '@apollo/client';
import { readValidAccessToken } from '@/lib/members/auth/storedUser';
import { createAuthLink } from '@/lib/members/graphql/links/authLink';
import { MEMBER_OPERATION } from '@/lib/members/graphql/operations';
import {
  ANONYMOUS_DOC,
  MEMBER_DOC,
  OTHER_DOC,
  answerWith,
  run,
  terminatingLink,
} from './linkHarness';

const NOW_MS = Date.UTC(2025, 0, 15, 12, 0, 0);
const NOW_S = NOW_MS / 1000;

/** Runs one request through auth link → recorder and returns the headers the transport got. */
async function headersSent(
  getToken: () => string | null,
  request: ApolloLink.Request,
): Promise<Record<string, string> | undefined> {
  const recorder = terminatingLink(() => answerWith({ data: {} }));
  const outcome = await run(ApolloLink.from([createAuthLink(getToken), recorder.link]), request)
    .done;
  expect(outcome.error).toBeUndefined();
  expect(recorder.operations).toHaveLength(1);
  return recorder.operations[0]?.getContext().headers as Record<string, string> | undefined;
}

describe('createAuthLink', () => {
  it('only the operation named "Member" carries the token', () => {
    expect(MEMBER_OPERATION).toBe('Member');
  });

  it('adds Authorization: Bearer <token> to the Member operation', async () => {
    const headers = await headersSent(() => 'AT-1', { query: MEMBER_DOC });
    expect(headers).toEqual({ authorization: 'Bearer AT-1' });
  });

  it('keeps headers already on the context', async () => {
    const headers = await headersSent(() => 'AT-1', {
      query: MEMBER_DOC,
      context: { headers: { 'x-request-id': 'r-1' } },
    });
    expect(headers).toEqual({ 'x-request-id': 'r-1', authorization: 'Bearer AT-1' });
  });

  it.each([
    ['another named operation', OTHER_DOC, { state: 'CA' }],
    ['an anonymous operation', ANONYMOUS_DOC, {}],
  ])('sends no token with %s, without even reading it', async (_label, query, variables) => {
    const getToken = jest.fn(() => 'AT-1');
    const headers = await headersSent(getToken, {
      query,
      variables,
      context: { headers: { 'x-request-id': 'r-2' } },
    });
    expect(headers).toEqual({ 'x-request-id': 'r-2' });
    expect(getToken).not.toHaveBeenCalled();
  });

  it.each([null, ''])('sends no Authorization header when the token is %p', async (token) => {
    const headers = await headersSent(() => token, { query: MEMBER_DOC });
    expect(headers?.authorization).toBeUndefined();
  });

  it('reads the token afresh for every request', async () => {
    let token: string | null = 'AT-old';
    const getToken = () => token;
    expect((await headersSent(getToken, { query: MEMBER_DOC }))?.authorization).toBe(
      'Bearer AT-old',
    );
    token = 'AT-new';
    expect((await headersSent(getToken, { query: MEMBER_DOC }))?.authorization).toBe(
      'Bearer AT-new',
    );
    token = null;
    expect((await headersSent(getToken, { query: MEMBER_DOC }))?.authorization).toBeUndefined();
  });

  describe('with the stored-user reader the browser client uses', () => {
    const KEY = 'hp-vhp.oidc.user:https://id.example.com:hp-vhp';
    const stored = new Map<string, string>();
    const storage = { getItem: (key: string) => stored.get(key) ?? null };
    const getToken = () => readValidAccessToken(storage, KEY);

    beforeEach(() => {
      jest.useFakeTimers({ now: NOW_MS });
      stored.clear();
    });
    afterEach(() => {
      jest.useRealTimers();
    });

    it('sends the stored token while it has not expired', async () => {
      stored.set(KEY, JSON.stringify({ access_token: 'AT-stored', expires_at: NOW_S + 1 }));
      expect((await headersSent(getToken, { query: MEMBER_DOC }))?.authorization).toBe(
        'Bearer AT-stored',
      );
    });

    it('sends nothing once it expires (exactly at expires_at)', async () => {
      stored.set(KEY, JSON.stringify({ access_token: 'AT-stored', expires_at: NOW_S }));
      expect((await headersSent(getToken, { query: MEMBER_DOC }))?.authorization).toBeUndefined();
    });

    it('sends nothing when no user is stored or the record is garbage', async () => {
      expect((await headersSent(getToken, { query: MEMBER_DOC }))?.authorization).toBeUndefined();
      stored.set(KEY, '{garbage');
      expect((await headersSent(getToken, { query: MEMBER_DOC }))?.authorization).toBeUndefined();
    });
  });
});
