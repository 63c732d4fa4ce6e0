import type { LogEntry } from './logEntry';
import { boundedExtras } from './redact';
import { redactText } from './scrubSecrets';

/** Longest message kept from a browser entry. */
const MAX_MESSAGE_LENGTH = 1000;

/**
 * The most severe level a browser may log. `fatal` means "this server process is going down" and
 * pages on-call; an anonymous client must not be able to raise it.
 */
export const MAX_BROWSER_LEVEL = 'error';

const SEVERITY: Record<LogEntry['level'], number> = {
  trace: 10,
  debug: 20,
  info: 30,
  warn: 40,
  error: 50,
  fatal: 60,
};

export type BrowserLogLevel = Exclude<LogEntry['level'], 'fatal'>;

/** What the server writes for one browser entry. */
export interface BrowserLogRecord {
  level: BrowserLogLevel;
  fields: { source: 'browser'; clientLevel?: LogEntry['level']; extras?: Record<string, unknown> };
  message: string;
}

/**
 * Turns a schema-checked browser entry into a log record: level capped at
 * {@link MAX_BROWSER_LEVEL} (the sent level kept as `clientLevel` when it was higher), marked as
 * coming from the browser, message and extras redacted and bounded (lib/platform/logging/redact.ts).
 */
export function toBrowserLogRecord(entry: LogEntry): BrowserLogRecord {
  const capped = SEVERITY[entry.level] > SEVERITY[MAX_BROWSER_LEVEL];
  const level: BrowserLogLevel = entry.level === 'fatal' ? MAX_BROWSER_LEVEL : entry.level;
  const extras = boundedExtras(entry.extras);
  return {
    level,
    fields: {
      source: 'browser',
      ...(capped ? { clientLevel: entry.level } : {}),
      ...(extras ? { extras } : {}),
    },
    message: redactText(entry.message.slice(0, MAX_MESSAGE_LENGTH)),
  };
}
