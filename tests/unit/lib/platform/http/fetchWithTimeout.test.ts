/** @jest-environment node */
import {
  isRequestTimeout,
  RequestTimeoutError,
  withTimeout,
} from '@/lib/platform/http/fetchWithTimeout';

/** A fetch that never answers, but gives up like a real one when its signal aborts. */
const hangingFetch: typeof fetch = (_input, init) =>
  new Promise((_resolve, reject) => {
    init?.signal?.addEventListener('abort', () => reject(init.signal?.reason as Error));
  });

describe('withTimeout', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('rejects with RequestTimeoutError when no answer comes in time', async () => {
    const call = withTimeout(5000, hangingFetch)('https://api.test/graphql');
    jest.advanceTimersByTime(5000);
    await expect(call).rejects.toBeInstanceOf(RequestTimeoutError);
    await expect(call).rejects.toThrow('No answer within 5 s');
  });

  it('passes an answer through untouched', async () => {
    const response = new Response('ok');
    const fetchImpl = jest.fn<Promise<Response>, Parameters<typeof fetch>>(() =>
      Promise.resolve(response),
    );
    await expect(withTimeout(5000, fetchImpl)('https://api.test/')).resolves.toBe(response);
    expect(fetchImpl.mock.calls[0]?.[1]?.signal).toBeInstanceOf(AbortSignal);
  });

  it('keeps other failures as they are', async () => {
    const failure = new TypeError('Failed to fetch');
    const call = withTimeout(5000, () => Promise.reject(failure))('https://api.test/');
    await expect(call).rejects.toBe(failure);
  });

  it("still lets the caller's own signal abort the call", async () => {
    const caller = new AbortController();
    const call = withTimeout(5000, hangingFetch)('https://api.test/', { signal: caller.signal });
    caller.abort(new Error('unmounted'));
    await expect(call).rejects.toThrow('unmounted');
  });
});

describe('isRequestTimeout', () => {
  it.each([
    [new RequestTimeoutError(10), true],
    [Object.assign(new Error('x'), { name: 'RequestTimeoutError' }), true],
    [new TypeError('Failed to fetch'), false],
    [null, false],
    ['RequestTimeoutError', false],
  ])('tells %p apart: %p', (error, expected) => {
    expect(isRequestTimeout(error)).toBe(expected);
  });
});
