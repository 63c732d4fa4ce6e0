/** @jest-environment node */
import type * as ServerSentry from '@/lib/tracking/errorReporting/serverSentry.server';
import type { StructuredLogger } from '@/lib/platform/logging/structuredLogger';

const init = jest.fn<void, [Record<string, unknown>]>();
const captureException = jest.fn<void, [unknown, { extra: unknown }]>();
jest.mock('@sentry/nextjs', () => ({ init, captureException }));

const flush = () => new Promise((resolve) => setImmediate(resolve));

function loadWithEnv(env: Record<string, string | undefined>) {
  const saved = { ...process.env };
  Object.assign(process.env, env);
  let loaded!: typeof ServerSentry;
  jest.isolateModules(() => {
    loaded = jest.requireActual<typeof ServerSentry>(
      '@/lib/tracking/errorReporting/serverSentry.server',
    );
  });
  process.env = saved;
  return loaded;
}

function fakeLogger(): StructuredLogger & { errors: string[] } {
  const errors: string[] = [];
  return { errors, error: (_f, m) => errors.push(m), warn: jest.fn(), info: jest.fn() };
}

describe('server error reporting', () => {
  beforeEach(() => {
    init.mockClear();
    captureException.mockClear();
  });

  it('is off without a DSN: errors are logged, nothing starts or is sent', async () => {
    const { withErrorReporting, startServerSentry } = loadWithEnv({ SENTRY_DSN: '' });
    const log = fakeLogger();
    withErrorReporting(log).error({ event: 'MemberFetchFailed' }, 'Rendering logged out');
    await flush();
    expect(startServerSentry()).toBeUndefined();
    expect(log.errors).toEqual(['Rendering logged out']);
    expect(captureException).not.toHaveBeenCalled();
  });

  it('reports the member-fetch failure and GraphQL errors as well as logging them, scrubbed', async () => {
    const { withErrorReporting } = loadWithEnv({
      SENTRY_DSN: 'http://localpublickey@localhost:4002/1',
      SENTRY_TRACES_SAMPLE_RATE: '0.25',
    });
    const log = fakeLogger();
    const failure = new Error('upstream down');
    const reporting = withErrorReporting(log);
    reporting.error({ event: 'MemberFetchFailed', err: failure }, 'Failed to fetch the member');
    reporting.error(
      { event: 'GQLError', variables: { email: 'maria@example.com' } },
      'Error calling Member: boom',
    );
    await flush();
    await flush();
    expect(log.errors).toHaveLength(2);
    expect(init).toHaveBeenCalledTimes(1);
    expect(init.mock.calls[0]?.[0]).toMatchObject({
      dsn: 'http://localpublickey@localhost:4002/1',
      release: '1.329.0',
      tracesSampleRate: 0.25,
      maxBreadcrumbs: 100,
    });
    expect(captureException).toHaveBeenCalledTimes(2);
    expect(captureException.mock.calls[0]?.[0]).toBe(failure);
    const second = captureException.mock.calls[1];
    expect((second?.[0] as Error).message).toBe('Error calling Member: boom');
    expect(JSON.stringify(second?.[1].extra)).not.toContain('maria@example.com');
  });
});
