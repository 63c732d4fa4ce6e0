/** @jest-environment node */
import { ApolloLink, CombinedGraphQLErrors, ServerError } from '@apollo/client';
import { RetryLink } from '@apollo/client/link/retry';
import type * as RetryModule from '@apollo/client/link/retry';
import { gql } from '@apollo/client';
import {
  DEFAULT_MAX_ATTEMPTS,
  INITIAL_RETRY_DELAY_MS,
  createQueryRetryLink,
  createRetryLink,
  isNetworkTypeError,
} from '@/lib/members/graphql/links/retryLink';
import { MEMBER_DOC, answerWith, failWith, run, terminatingLink } from './linkHarness';

// The real RetryLink, with its constructor options recorded.
jest.mock('@apollo/client/link/retry', () => {
  const actual = jest.requireActual<typeof RetryModule>('@apollo/client/link/retry');
  return {
    ...actual,
    RetryLink: jest.fn((options: ConstructorParameters<typeof actual.RetryLink>[0]) => {
      return new actual.RetryLink(options);
    }),
  };
});

const networkError = () => new TypeError('Failed to fetch');

/** A transport that fails with a network TypeError `failures` times, then answers. */
function flakyTransport(failures: number) {
  return terminatingLink((_operation, attempt) =>
    attempt <= failures ? failWith(networkError()) : answerWith({ data: { member: { id: '1' } } }),
  );
}

function serverError(status: number): ServerError {
  return new ServerError(`Response not successful: Received status code ${status}`, {
    response: new Response('', { status }),
    bodyText: '',
  });
}

beforeEach(() => {
  jest.useFakeTimers();
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('createRetryLink options', () => {
  it('configures 5 attempts, 300 ms initial delay doubling with jitter, network errors only', () => {
    const constructed = jest.mocked(RetryLink);
    constructed.mockClear();
    createRetryLink();
    expect(DEFAULT_MAX_ATTEMPTS).toBe(5);
    expect(INITIAL_RETRY_DELAY_MS).toBe(300);
    expect(constructed).toHaveBeenCalledWith({
      delay: { initial: 300, jitter: true, max: Infinity },
      attempts: { max: 5, retryIf: isNetworkTypeError },
    });
  });

  it('takes the application’s own attempt limit', () => {
    const constructed = jest.mocked(RetryLink);
    constructed.mockClear();
    createRetryLink(2);
    expect(constructed).toHaveBeenCalledWith(
      expect.objectContaining({ attempts: { max: 2, retryIf: isNetworkTypeError } }),
    );
  });
});

describe('isNetworkTypeError', () => {
  it.each<[string, Error, boolean]>([
    ['a TypeError from fetch', new TypeError('Failed to fetch'), true],
    ['a plain Error', new Error('boom'), false],
    ['an HTTP error (ServerError)', serverError(503), false],
    ['GraphQL errors', new CombinedGraphQLErrors({ errors: [{ message: 'x' }] }), false],
    ['an abort (DOMException)', new DOMException('aborted', 'AbortError'), false],
    ['a timeout (DOMException)', new DOMException('timed out', 'TimeoutError'), false],
  ])('%s → %p', (_label, error, expected) => {
    expect(isNetworkTypeError(error)).toBe(expected);
  });
});

describe('createRetryLink behaviour (fake timers)', () => {
  it('makes up to 5 attempts by default, then passes the network error on', async () => {
    jest.spyOn(Math, 'random').mockReturnValue(0.5);
    const transport = flakyTransport(Infinity);
    const { done } = run(ApolloLink.from([createRetryLink(), transport.link]), {
      query: MEMBER_DOC,
    });
    await jest.runAllTimersAsync();
    const outcome = await done;
    expect(transport.operations).toHaveLength(5);
    expect(outcome.error).toBeInstanceOf(TypeError);
    expect(outcome.results).toEqual([]);
  });

  it.each([0, 1, 4])('succeeds after %p network failures', async (failures) => {
    jest.spyOn(Math, 'random').mockReturnValue(0.5);
    const transport = flakyTransport(failures);
    const { done } = run(ApolloLink.from([createRetryLink(), transport.link]), {
      query: MEMBER_DOC,
    });
    await jest.runAllTimersAsync();
    const outcome = await done;
    expect(transport.operations).toHaveLength(failures + 1);
    expect(outcome.error).toBeUndefined();
    expect(outcome.results).toEqual([{ data: { member: { id: '1' } } }]);
  });

  it.each([1, 2, 3])('stops at an application limit of %p attempts', async (maxAttempts) => {
    jest.spyOn(Math, 'random').mockReturnValue(0.5);
    const transport = flakyTransport(Infinity);
    const { done } = run(ApolloLink.from([createRetryLink(maxAttempts), transport.link]), {
      query: MEMBER_DOC,
    });
    await jest.runAllTimersAsync();
    expect((await done).error).toBeInstanceOf(TypeError);
    expect(transport.operations).toHaveLength(maxAttempts);
  });

  it.each([0.25, 0.5, 0.75])(
    'waits random × 300 ms × 2^n before retry n (random = %p): jittered, doubling',
    async (random) => {
      jest.spyOn(Math, 'random').mockReturnValue(random);
      const transport = flakyTransport(Infinity);
      const { done } = run(ApolloLink.from([createRetryLink(), transport.link]), {
        query: MEMBER_DOC,
      });
      // Full jitter: retry n waits random × (300 × 2^n), i.e. 300 ms × 2^(n-1) on average.
      const waits = [1, 2, 3, 4].map((n) => random * INITIAL_RETRY_DELAY_MS * 2 ** n);
      await jest.advanceTimersByTimeAsync(0);
      expect(transport.operations).toHaveLength(1);
      for (const [index, wait] of waits.entries()) {
        await jest.advanceTimersByTimeAsync(wait - 1);
        expect(transport.operations).toHaveLength(index + 1);
        await jest.advanceTimersByTimeAsync(1);
        expect(transport.operations).toHaveLength(index + 2);
      }
      await done;
    },
  );

  it('averages 300 ms before the first retry and doubles the bound each time', async () => {
    // The largest jitter (random → 1) approaches 600, 1200, 2400, 4800 ms.
    jest.spyOn(Math, 'random').mockReturnValue(0.999);
    const transport = flakyTransport(Infinity);
    const { done } = run(ApolloLink.from([createRetryLink(), transport.link]), {
      query: MEMBER_DOC,
    });
    await jest.advanceTimersByTimeAsync(599);
    expect(transport.operations).toHaveLength(2);
    await jest.advanceTimersByTimeAsync(1198);
    expect(transport.operations).toHaveLength(3);
    await jest.advanceTimersByTimeAsync(2398);
    expect(transport.operations).toHaveLength(4);
    await jest.advanceTimersByTimeAsync(4796);
    expect(transport.operations).toHaveLength(5);
    await done;
  });

  it.each<[string, () => unknown]>([
    ['an HTTP 503', () => serverError(503)],
    ['an HTTP 401', () => serverError(401)],
    ['a plain Error', () => new Error('boom')],
    ['an abort', () => new DOMException('aborted', 'AbortError')],
  ])('does not retry %s', async (_label, error) => {
    const transport = terminatingLink(() => failWith(error()));
    const { done } = run(ApolloLink.from([createRetryLink(), transport.link]), {
      query: MEMBER_DOC,
    });
    await jest.runAllTimersAsync();
    expect((await done).error).toBeDefined();
    expect(transport.operations).toHaveLength(1);
  });

  it('does not retry a response with GraphQL errors', async () => {
    const transport = terminatingLink(() =>
      answerWith({ data: null, errors: [{ message: 'not found' }] }),
    );
    const { done } = run(ApolloLink.from([createRetryLink(), transport.link]), {
      query: MEMBER_DOC,
    });
    await jest.runAllTimersAsync();
    const outcome = await done;
    expect(transport.operations).toHaveLength(1);
    expect(outcome.results).toEqual([{ data: null, errors: [{ message: 'not found' }] }]);
  });

  it('stops retrying when the caller unsubscribes', async () => {
    jest.spyOn(Math, 'random').mockReturnValue(0.5);
    const transport = flakyTransport(Infinity);
    const { unsubscribe } = run(ApolloLink.from([createRetryLink(), transport.link]), {
      query: MEMBER_DOC,
    });
    await jest.advanceTimersByTimeAsync(0);
    expect(transport.operations).toHaveLength(1);
    unsubscribe();
    await jest.runAllTimersAsync();
    expect(transport.operations).toHaveLength(1);
  });
});

describe('createQueryRetryLink (fake timers)', () => {
  const SEND_DOC = gql`
    mutation taxCalculatorResultSend($input: TaxCalculatorResultInput!) {
      taxCalculatorResultSend(input: $input) {
        sent
      }
    }
  `;

  it('never retries a mutation: one attempt, and the network error passes on', async () => {
    const transport = flakyTransport(Infinity);
    const { done } = run(ApolloLink.from([createQueryRetryLink(), transport.link]), {
      query: SEND_DOC,
      variables: { input: {} },
    });
    await jest.runAllTimersAsync();
    expect((await done).error).toBeInstanceOf(TypeError);
    expect(transport.operations).toHaveLength(1);
  });

  it('still retries a query after a network failure', async () => {
    jest.spyOn(Math, 'random').mockReturnValue(0.5);
    const transport = flakyTransport(2);
    const { done } = run(ApolloLink.from([createQueryRetryLink(), transport.link]), {
      query: MEMBER_DOC,
    });
    await jest.runAllTimersAsync();
    expect((await done).error).toBeUndefined();
    expect(transport.operations).toHaveLength(3);
  });
});
