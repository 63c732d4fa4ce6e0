/** @jest-environment node */
import { ApolloLink, ServerError } from '@apollo/client';
import { defer } from 'rxjs';
import {
  createErrorLoggingLink,
  createTimingLink,
} from '@/lib/members/graphql/links/errorLoggingLink';
import type { StructuredLogger } from '@/lib/platform/logging/structuredLogger';
import {
  ANONYMOUS_DOC,
  MEMBER_DOC,
  OTHER_DOC,
  answerWith,
  failWith,
  run,
  terminatingLink,
} from './linkHarness';

/** A structured logger whose calls the tests read. */
function fakeLogger() {
  const log = { error: jest.fn(), warn: jest.fn(), info: jest.fn() };
  return log satisfies StructuredLogger;
}

/** A clock the test moves: the transport "takes" `latencyMs` before answering. */
function chain(
  log: StructuredLogger,
  respond: () => ReturnType<typeof answerWith>,
  latencyMs = 250,
) {
  let clock = 10_000;
  const now = () => clock;
  const transport = terminatingLink(() =>
    defer(() => {
      clock += latencyMs;
      return respond();
    }),
  );
  return {
    link: ApolloLink.from([
      createTimingLink(now),
      createErrorLoggingLink(log, now),
      transport.link,
    ]),
    transport,
  };
}

function serverError(status: number): ServerError {
  return new ServerError(`Response not successful: Received status code ${status}`, {
    response: new Response('', { status }),
    bodyText: '',
  });
}

describe('createErrorLoggingLink: GraphQL errors', () => {
  it('logs each GraphQL error as GQLError with the spec’s fields and message', async () => {
    const log = fakeLogger();
    const { link } = chain(log, () =>
      answerWith({
        data: null,
        errors: [
          {
            message: 'Rate not found',
            locations: [
              { line: 2, column: 3 },
              { line: 4, column: 15 },
            ],
            path: ['taxRates', 0, 'rate'],
            extensions: { code: 'NOT_FOUND', requestId: 'req-1' },
          },
          { message: 'Second problem' },
        ],
      }),
    );

    const outcome = await run(link, { query: OTHER_DOC, variables: { state: 'CA' } }).done;

    expect(log.error).toHaveBeenCalledTimes(2);
    expect(log.error).toHaveBeenNthCalledWith(
      1,
      {
        event: 'GQLError',
        operationName: 'TaxRates',
        locations: ['Line 2 - Column 3', 'Line 4 - Column 15'],
        path: ['taxRates', 0, 'rate'],
        elapsedMs: 250,
        variables: { state: 'CA' },
        extensions: { code: 'NOT_FOUND', requestId: 'req-1' },
      },
      'Error calling TaxRates: Rate not found',
    );
    expect(log.error).toHaveBeenNthCalledWith(
      2,
      {
        event: 'GQLError',
        operationName: 'TaxRates',
        locations: [],
        path: undefined,
        elapsedMs: 250,
        variables: { state: 'CA' },
        extensions: undefined,
      },
      'Error calling TaxRates: Second problem',
    );
    // Logging only: the result still reaches the caller unchanged.
    expect(outcome.results).toHaveLength(1);
    expect(outcome.results[0]?.errors).toHaveLength(2);
    expect(log.warn).not.toHaveBeenCalled();
    expect(log.info).not.toHaveBeenCalled();
  });

  it('names an anonymous operation "anonymous"', async () => {
    const log = fakeLogger();
    const { link } = chain(log, () => answerWith({ errors: [{ message: 'nope' }] }));
    await run(link, { query: ANONYMOUS_DOC }).done;
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ event: 'GQLError', operationName: 'anonymous' }),
      'Error calling anonymous: nope',
    );
  });
});

describe('createErrorLoggingLink: network errors', () => {
  it.each<[number, 'AuthError' | 'NetworkError']>([
    [401, 'AuthError'],
    [403, 'AuthError'],
    [400, 'NetworkError'],
    [404, 'NetworkError'],
    [429, 'NetworkError'],
    [500, 'NetworkError'],
    [503, 'NetworkError'],
  ])('logs HTTP %p as GQLNetworkError keyed %s', async (status, key) => {
    const log = fakeLogger();
    const { link } = chain(log, () => failWith(serverError(status)));
    const outcome = await run(link, { query: MEMBER_DOC }).done;
    expect(log.error).toHaveBeenCalledTimes(1);
    expect(log.error).toHaveBeenCalledWith(
      { event: 'GQLNetworkError', key, operationName: 'Member', status, elapsedMs: 250 },
      `Error calling Member: Response not successful: Received status code ${status}`,
    );
    // The error still reaches the caller.
    expect(outcome.error).toBeInstanceOf(ServerError);
  });

  it('logs a failed fetch (no answer) as NetworkError without a status', async () => {
    const log = fakeLogger();
    const { link } = chain(log, () => failWith(new TypeError('Failed to fetch')), 40);
    const outcome = await run(link, { query: MEMBER_DOC }).done;
    expect(log.error).toHaveBeenCalledWith(
      {
        event: 'GQLNetworkError',
        key: 'NetworkError',
        operationName: 'Member',
        status: undefined,
        elapsedMs: 40,
      },
      'Error calling Member: Failed to fetch',
    );
    expect(outcome.error).toBeInstanceOf(TypeError);
  });

  it('leaves elapsedMs undefined without the timing link in front', async () => {
    const log = fakeLogger();
    const transport = terminatingLink(() => failWith(new TypeError('Failed to fetch')));
    await run(ApolloLink.from([createErrorLoggingLink(log, () => 5), transport.link]), {
      query: MEMBER_DOC,
    }).done;
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ event: 'GQLNetworkError', elapsedMs: undefined }),
      'Error calling Member: Failed to fetch',
    );
  });
});

describe('createErrorLoggingLink: success', () => {
  it('logs nothing for a successful operation', async () => {
    const log = fakeLogger();
    const { link } = chain(log, () => answerWith({ data: { member: { id: '1' } } }));
    const outcome = await run(link, { query: MEMBER_DOC }).done;
    expect(outcome.results).toEqual([{ data: { member: { id: '1' } } }]);
    expect(log.error).not.toHaveBeenCalled();
  });
});

describe('createTimingLink', () => {
  it('stamps the operation context with the start time and forwards it', async () => {
    const transport = terminatingLink(() => answerWith({ data: {} }));
    await run(ApolloLink.from([createTimingLink(() => 1234), transport.link]), {
      query: MEMBER_DOC,
    }).done;
    expect(transport.operations[0]?.getContext()).toMatchObject({ startedAt: 1234 });
  });

  it('defaults to Date.now()', async () => {
    jest.useFakeTimers({ now: 1_700_000_000_000 });
    try {
      const transport = terminatingLink(() => answerWith({ data: {} }));
      await run(ApolloLink.from([createTimingLink(), transport.link]), { query: MEMBER_DOC }).done;
      expect(transport.operations[0]?.getContext()).toMatchObject({ startedAt: 1_700_000_000_000 });
    } finally {
      jest.useRealTimers();
    }
  });
});
