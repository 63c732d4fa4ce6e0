/** @jest-environment node */
import { gql, type ApolloClient, type NormalizedCacheObject } from '@apollo/client';
import {
  createApolloClient,
  type ApolloClientOptions,
} from '@/lib/members/graphql/createApolloClient';
import { MEMBER_QUERY } from '@/lib/members/graphql/operations';
import { MEMBER } from '../../../../support/member.fixture';

const API = 'https://api.example.com/graphql';

const TAX_RATES = gql`
  query TaxRates {
    taxRates {
      rate
    }
  }
`;

const SEND_EMAIL = gql`
  mutation SendTaxResultEmail($email: String!) {
    sendTaxResultEmail(email: $email)
  }
`;

const json = (body: unknown, status = 200, contentType = 'application/json') =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': contentType } });

function setup(overrides: Partial<ApolloClientOptions> = {}) {
  const fetchMock = jest.fn<Promise<Response>, Parameters<typeof fetch>>(() =>
    Promise.resolve(json({ data: { member: MEMBER } })),
  );
  const log = { error: jest.fn(), warn: jest.fn(), info: jest.fn() };
  const client: ApolloClient = createApolloClient({
    uri: API,
    useGetForQueries: false,
    getToken: () => 'AT-1',
    log,
    ssrMode: true,
    fetch: fetchMock,
    ...overrides,
  });
  const headersOf = (call: number) => new Headers(fetchMock.mock.calls[call]?.[1]?.headers);
  return { client, fetchMock, log, headersOf };
}

/** The URL a fetch call was made with. */
function urlOf(input: Parameters<typeof fetch>[0] | undefined): string {
  if (input === undefined) return '';
  if (typeof input === 'string') return input;
  return input instanceof URL ? input.href : input.url;
}

/** The client's query, with a failure turned into a value. */
async function queryOutcome(client: ApolloClient, query = MEMBER_QUERY) {
  try {
    return { result: await client.query({ query, fetchPolicy: 'network-only' }), error: undefined };
  } catch (error) {
    return { result: undefined, error };
  }
}

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('createApolloClient: transport', () => {
  it('posts the Member query to the configured URI with the bearer token', async () => {
    const { client, fetchMock, headersOf } = setup();
    const { result } = await queryOutcome(client);
    expect(result?.data?.member).toEqual(MEMBER);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe(API);
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('POST');
    expect(headersOf(0).get('authorization')).toBe('Bearer AT-1');
  });

  it('sends no bearer token with any other operation', async () => {
    const { client, fetchMock, headersOf } = setup();
    fetchMock.mockImplementation(() => Promise.resolve(json({ data: { taxRates: [] } })));
    await queryOutcome(client, TAX_RATES);
    expect(headersOf(0).get('authorization')).toBeNull();
  });

  it('sends no bearer token when there is no valid token', async () => {
    const { client, headersOf } = setup({ getToken: () => null });
    await queryOutcome(client);
    expect(headersOf(0).get('authorization')).toBeNull();
  });

  it('uses GET for queries when configured, POST for mutations regardless', async () => {
    const { client, fetchMock } = setup({ useGetForQueries: true });
    await queryOutcome(client);
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('GET');
    const url = new URL(urlOf(fetchMock.mock.calls[0]?.[0]));
    expect(url.origin + url.pathname).toBe(API);
    expect(url.searchParams.get('operationName')).toBe('Member');

    fetchMock.mockImplementation(() =>
      Promise.resolve(json({ data: { sendTaxResultEmail: true } })),
    );
    await client.mutate({ mutation: SEND_EMAIL, variables: { email: 'pat@example.com' } });
    expect(fetchMock.mock.calls[1]?.[1]?.method).toBe('POST');
  });

  it('uses the global fetch when none is given', async () => {
    const globalFetch = jest
      .spyOn(globalThis, 'fetch')
      .mockImplementation(() => Promise.resolve(json({ data: { member: MEMBER } })));
    const { client } = setup({ fetch: undefined });
    await queryOutcome(client);
    expect(globalFetch).toHaveBeenCalledTimes(1);
  });

  it('restores a server cache so the member is read without a request', () => {
    const initialCache: NormalizedCacheObject = {
      ROOT_QUERY: { __typename: 'Query', member: { __ref: 'Member:abc123_987' } },
      'Member:abc123_987': { ...MEMBER },
    };
    const { client, fetchMock } = setup({ initialCache });
    expect(client.readQuery({ query: MEMBER_QUERY })?.member).toEqual(MEMBER);
    expect(client.extract()).toEqual(initialCache);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('createApolloClient: retries and logging', () => {
  it('retries a network failure up to 5 attempts and logs it once, after the last', async () => {
    jest.useFakeTimers({ now: 1_700_000_000_000 });
    jest.spyOn(Math, 'random').mockReturnValue(0.5);
    const { client, fetchMock, log } = setup();
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));

    const pending = queryOutcome(client);
    await jest.runAllTimersAsync();
    const { error } = await pending;

    expect(error).toBeInstanceOf(TypeError);
    expect(fetchMock).toHaveBeenCalledTimes(5);
    expect(log.error).toHaveBeenCalledTimes(1);
    expect(log.error).toHaveBeenCalledWith(
      {
        event: 'GQLNetworkError',
        key: 'NetworkError',
        operationName: 'Member',
        status: undefined,
        // Waits of 300 + 600 + 1200 + 2400 ms (random = 0.5) between the five attempts.
        elapsedMs: 4500,
      },
      'Error calling Member: Failed to fetch',
    );
  });

  it('honours the application’s attempt limit', async () => {
    jest.spyOn(Math, 'random').mockReturnValue(0);
    const { client, fetchMock } = setup({ maxAttempts: 2 });
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await queryOutcome(client);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('sends a mutation once when the network fails: never retried automatically', async () => {
    jest.spyOn(Math, 'random').mockReturnValue(0);
    const { client, fetchMock } = setup();
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(
      client.mutate({ mutation: SEND_EMAIL, variables: { email: 'a@example.com' } }),
    ).rejects.toBeInstanceOf(Error);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('sends an idempotency key from the operation context as the Idempotency-Key header', async () => {
    const { client, fetchMock, headersOf } = setup();
    fetchMock.mockImplementation(() =>
      Promise.resolve(json({ data: { sendTaxResultEmail: true } })),
    );
    await client.mutate({
      mutation: SEND_EMAIL,
      variables: { email: 'a@example.com' },
      context: { idempotencyKey: 'k-123' },
    });
    await client.mutate({ mutation: SEND_EMAIL, variables: { email: 'b@example.com' } });
    expect(headersOf(0).get('idempotency-key')).toBe('k-123');
    expect(headersOf(1).get('idempotency-key')).toBeNull();
  });

  it('keeps the bearer token on every retry', async () => {
    jest.spyOn(Math, 'random').mockReturnValue(0);
    const { client, fetchMock, headersOf } = setup();
    fetchMock
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockImplementation(() => Promise.resolve(json({ data: { member: MEMBER } })));
    const { result } = await queryOutcome(client);
    expect(result?.data?.member).toEqual(MEMBER);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(headersOf(0).get('authorization')).toBe('Bearer AT-1');
    expect(headersOf(1).get('authorization')).toBe('Bearer AT-1');
  });

  it.each<[number, 'AuthError' | 'NetworkError']>([
    [401, 'AuthError'],
    [403, 'AuthError'],
    [500, 'NetworkError'],
  ])(
    'logs a plain-JSON HTTP %p once as GQLNetworkError %s, without retrying',
    async (status, key) => {
      const { client, fetchMock, log } = setup();
      fetchMock.mockImplementation(() => Promise.resolve(json({ message: 'no' }, status)));
      const { error } = await queryOutcome(client);
      expect(error).toBeDefined();
      expect(fetchMock).toHaveBeenCalledTimes(1);
      expect(log.error).toHaveBeenCalledTimes(1);
      expect(log.error).toHaveBeenCalledWith(
        expect.objectContaining({ event: 'GQLNetworkError', key, status, operationName: 'Member' }),
        `Error calling Member: Response not successful: Received status code ${status}`,
      );
    },
  );

  // A GraphQL-over-HTTP server (graphql-yoga, as in local-stack/graphql) answers an invalid token
  // with 401 + `application/graphql-response+json` + `errors`; Apollo parses that as a GraphQL
  // result, so the link reads the status from the response in the operation context.
  it('logs a 401 in GraphQL-over-HTTP form as GQLNetworkError AuthError', async () => {
    const { client, fetchMock, log } = setup();
    fetchMock.mockImplementation(() =>
      Promise.resolve(
        json(
          {
            errors: [{ message: 'Invalid token', extensions: { code: 'UNAUTHENTICATED' } }],
            data: { member: null },
          },
          401,
          'application/graphql-response+json; charset=utf-8',
        ),
      ),
    );
    await queryOutcome(client);
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ event: 'GQLNetworkError', key: 'AuthError', status: 401 }),
      expect.any(String),
    );
  });

  it('logs GraphQL errors in a 200 response as GQLError with the variables', async () => {
    const { client, fetchMock, log } = setup();
    fetchMock.mockImplementation(() =>
      Promise.resolve(
        json({
          data: null,
          errors: [
            {
              message: 'Invalid e-mail',
              locations: [{ line: 2, column: 3 }],
              path: ['sendTaxResultEmail'],
              extensions: { code: 'BAD_USER_INPUT', field: 'email' },
            },
          ],
        }),
      ),
    );
    await expect(
      client.mutate({ mutation: SEND_EMAIL, variables: { email: 'not-an-email' } }),
    ).rejects.toThrow('Invalid e-mail');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(log.error).toHaveBeenCalledWith(
      {
        event: 'GQLError',
        operationName: 'SendTaxResultEmail',
        locations: ['Line 2 - Column 3'],
        path: ['sendTaxResultEmail'],
        elapsedMs: expect.any(Number) as number,
        variables: { email: 'not-an-email' },
        extensions: { code: 'BAD_USER_INPUT', field: 'email' },
      },
      'Error calling SendTaxResultEmail: Invalid e-mail',
    );
  });
});

describe('createApolloClient: bounded waits', () => {
  it('fails an operation that gets no answer within timeoutMs with RequestTimeoutError, once', async () => {
    const { client, fetchMock, log } = setup({ timeoutMs: 50 });
    fetchMock.mockImplementation(
      (_input, init) =>
        new Promise((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason as Error)),
        ),
    );
    const { error } = await queryOutcome(client);
    expect(error).toMatchObject({ name: 'RequestTimeoutError' });
    // A timeout is not a network TypeError: it is not retried, so the wait stays bounded.
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ event: 'GQLNetworkError', key: 'NetworkError' }),
      'Error calling Member: No answer within 0.05 s',
    );
  });
});
