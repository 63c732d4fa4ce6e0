import pino, { type Logger } from 'pino';
import type { LogEntry } from './logEntry';
import { sendLogEntry } from './sendLogEntry';

/**
 * pino's browser build, loaded by `browserLogger` on the first log call, configured to print nothing to the
 * console and to transmit warnings and errors to /api/logs (docs/platform.md#browser-logs), where
 * the server logs them.
 */
export const pinoBrowserLogger: Logger = pino({
  level: 'info',
  browser: {
    asObject: true,
    write: () => undefined,
    transmit: {
      level: 'warn',
      send: (level, event) => {
        const [fields, message] = event.messages as [unknown, unknown];
        const entry: LogEntry = {
          level: level,
          message: typeof message === 'string' ? message : typeof fields === 'string' ? fields : '',
          ...(typeof fields === 'object' && fields !== null
            ? { extras: fields as Record<string, unknown> }
            : {}),
        };
        void sendLogEntry(entry);
      },
    },
  },
});
