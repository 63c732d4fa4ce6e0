/** @jest-environment node */
import { toBrowserLogRecord } from '@/lib/platform/logging/browserLogRecord';
import type { LogEntry } from '@/lib/platform/logging/logEntry';

describe('toBrowserLogRecord', () => {
  it.each([
    ['fatal', 'error', { clientLevel: 'fatal' }],
    ['error', 'error', {}],
    ['warn', 'warn', {}],
    ['info', 'info', {}],
    ['debug', 'debug', {}],
  ] as const)('logs a browser %s entry as %s', (sent, logged, extraFields) => {
    const record = toBrowserLogRecord({ level: sent, message: 'm' });
    expect(record.level).toBe(logged);
    expect(record.fields).toEqual({ source: 'browser', ...extraFields });
  });

  it('redacts the message and the extras', () => {
    const entry: LogEntry = {
      level: 'error',
      message: 'failed for maria@example.com',
      extras: { nested: { email: 'maria@example.com' }, access_token: 'abc' },
    };
    expect(toBrowserLogRecord(entry)).toEqual({
      level: 'error',
      fields: {
        source: 'browser',
        extras: { nested: { email: '[redacted]' }, access_token: '[redacted]' },
      },
      message: 'failed for [redacted]',
    });
  });
});
