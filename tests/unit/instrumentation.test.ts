/** @jest-environment node */
import type { Instrumentation } from 'next';

/**
 * `onRequestError` is what Next.js calls for an error that becomes an error response (server
 * rendering, API routes, middleware). This site has no route that reaches it without answering
 * 500 (no ISR background revalidation, the one pages-router path that reports and still serves a
 * page), so it is tested here rather than end to end.
 */
const captureRequestError = jest.fn<void, Parameters<Instrumentation.onRequestError>>();
const startServerSentry = jest.fn<
  Promise<{ captureRequestError: typeof captureRequestError }> | undefined,
  []
>();
jest.mock('@/lib/tracking/errorReporting/serverSentry.server', () => ({ startServerSentry }));

// jest hoists jest.mock above the imports, so this module sees the mock.
import { onRequestError } from '@/instrumentation';

const ERROR = new Error('render failed');
const REQUEST = { path: '/app/hp-vhp/caregivers', method: 'GET', headers: {} };
const CONTEXT = {
  routerKind: 'Pages Router',
  routePath: '/caregivers',
  routeType: 'render',
  revalidateReason: undefined,
} as const;

describe('instrumentation onRequestError', () => {
  const runtime = process.env.NEXT_RUNTIME;
  beforeEach(() => {
    captureRequestError.mockClear();
    startServerSentry.mockReset();
    process.env.NEXT_RUNTIME = 'nodejs';
  });
  afterAll(() => {
    process.env.NEXT_RUNTIME = runtime;
  });

  it('hands the request error to the server SDK when error reporting is on', async () => {
    startServerSentry.mockReturnValue(Promise.resolve({ captureRequestError }));
    await onRequestError(ERROR, REQUEST, CONTEXT);
    expect(captureRequestError).toHaveBeenCalledWith(ERROR, REQUEST, CONTEXT);
  });

  it('does nothing without a DSN (the SDK is not started)', async () => {
    startServerSentry.mockReturnValue(undefined);
    await expect(onRequestError(ERROR, REQUEST, CONTEXT)).resolves.toBeUndefined();
    expect(captureRequestError).not.toHaveBeenCalled();
  });

  it('leaves the edge runtime alone (the server SDK is Node only)', async () => {
    process.env.NEXT_RUNTIME = 'edge';
    await onRequestError(ERROR, REQUEST, CONTEXT);
    expect(startServerSentry).not.toHaveBeenCalled();
  });
});
