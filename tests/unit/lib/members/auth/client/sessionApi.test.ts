/** @jest-environment node */
import { clearServerSession, establishServerSession } from '@/lib/members/auth/client/sessionApi';

let fetchSpy: jest.SpiedFunction<typeof fetch>;

beforeEach(() => {
  fetchSpy = jest.spyOn(globalThis, 'fetch');
});

afterEach(() => {
  fetchSpy.mockRestore();
});

describe('establishServerSession', () => {
  it('POSTs the token as JSON to the session endpoint under the base path, same-origin', async () => {
    fetchSpy.mockResolvedValue(new Response(null, { status: 204 }));
    await expect(establishServerSession('AT-123')).resolves.toBe(true);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    const [url, init] = fetchSpy.mock.calls[0] ?? [];
    expect(url).toBe('/app/hp-vhp/api/session');
    expect(init).toEqual({
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      credentials: 'same-origin',
      body: JSON.stringify({ accessToken: 'AT-123' }),
      signal: expect.any(AbortSignal) as AbortSignal,
    });
  });

  it.each([400, 401, 403, 413, 503])(
    'resolves false when the server answers %p',
    async (status) => {
      fetchSpy.mockResolvedValue(new Response('{}', { status }));
      await expect(establishServerSession('AT-123')).resolves.toBe(false);
    },
  );

  it('rejects when the request never gets an answer', async () => {
    fetchSpy.mockRejectedValue(new TypeError('fetch failed'));
    await expect(establishServerSession('AT-123')).rejects.toThrow(TypeError);
  });
});

describe('clearServerSession', () => {
  it('DELETEs the session, same-origin, without a body', async () => {
    fetchSpy.mockResolvedValue(new Response(null, { status: 204 }));
    await clearServerSession();
    expect(fetchSpy).toHaveBeenCalledWith('/app/hp-vhp/api/session', {
      method: 'DELETE',
      credentials: 'same-origin',
      signal: expect.any(AbortSignal) as AbortSignal,
    });
  });
});

describe('a session call that gets no answer', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('gives up after 10 s with RequestTimeoutError', async () => {
    fetchSpy.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason as Error)),
        ),
    );
    const call = establishServerSession('AT-123');
    jest.advanceTimersByTime(10_000);
    await expect(call).rejects.toMatchObject({ name: 'RequestTimeoutError' });
  });
});
