import { catchEarlyErrors, MAX_EARLY_ERRORS } from '@/lib/tracking/errorReporting/earlyErrors';

describe('catchEarlyErrors', () => {
  it('queues uncaught errors and rejections until the SDK drains them, then forwards', () => {
    const early = catchEarlyErrors(window);
    const boom = new Error('early boom');
    window.dispatchEvent(new ErrorEvent('error', { error: boom, message: 'early boom' }));
    early.report('from _error');
    const sent: unknown[] = [];
    const removed = jest.spyOn(window, 'removeEventListener');
    early.drain((error) => sent.push(error));
    expect(sent).toEqual([boom, 'from _error']);
    early.report('later');
    expect(sent).toEqual([boom, 'from _error', 'later']);
    // After draining, the SDK's own handlers take over: the stub no longer listens.
    expect(removed.mock.calls.map(([type]) => type)).toEqual(['error', 'unhandledrejection']);
    removed.mockRestore();
    expect(window.__hpEarlyErrors).toBe(early);
  });

  it('keeps at most MAX_EARLY_ERRORS', () => {
    const early = catchEarlyErrors(window);
    for (let i = 0; i < MAX_EARLY_ERRORS + 5; i += 1) early.report(i);
    expect(early.errors).toHaveLength(MAX_EARLY_ERRORS);
    early.drain(() => undefined);
  });
});
