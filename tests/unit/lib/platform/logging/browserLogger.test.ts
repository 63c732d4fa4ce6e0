import { browserLogger } from '@/lib/platform/logging/browserLogger';
import { pinoBrowserLogger } from '@/lib/platform/logging/pinoBrowserLogger';

jest.mock('@/lib/platform/logging/pinoBrowserLogger', () => ({
  pinoBrowserLogger: { error: jest.fn(), warn: jest.fn(), info: jest.fn() },
}));

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('browserLogger', () => {
  it('hands every call to pino, in call order, once pino has loaded', async () => {
    const calls: string[] = [];
    jest.mocked(pinoBrowserLogger.warn).mockImplementation((_fields, message) => {
      calls.push(`warn ${String(message)}`);
    });
    jest.mocked(pinoBrowserLogger.error).mockImplementation((_fields, message) => {
      calls.push(`error ${String(message)}`);
    });
    browserLogger.warn({ a: 1 }, 'first');
    browserLogger.error({ b: 2 }, 'second');
    browserLogger.warn({}, 'third');
    expect(calls).toEqual([]);
    await flush();
    expect(calls).toEqual(['warn first', 'error second', 'warn third']);
    expect(pinoBrowserLogger.warn).toHaveBeenCalledWith({ a: 1 }, 'first');
  });
});
