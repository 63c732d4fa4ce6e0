import { loadOnce } from '@/lib/platform/loading/loadOnce';
import type { StructuredLogger } from './structuredLogger';

type Level = keyof StructuredLogger;

const pino = loadOnce<StructuredLogger>(() =>
  import('./pinoBrowserLogger').then(({ pinoBrowserLogger }) => pinoBrowserLogger),
);
const loadPino = pino.load;

function forward(level: Level) {
  return (fields: object, message: string): void => {
    // In call order: every call waits on the same promise. Logging never breaks the page.
    void loadPino().then(
      (logger) => logger[level](fields, message),
      () => undefined,
    );
  };
}

/**
 * The browser's structured logger. pino's browser build (`pinoBrowserLogger`, which transmits
 * warnings and errors to /api/logs) loads with the first log call rather than with every page:
 * a page that logs nothing never downloads it.
 */
export const browserLogger: StructuredLogger = {
  error: forward('error'),
  warn: forward('warn'),
  info: forward('info'),
};
