import {
  enum as oneOf,
  type infer as Infer,
  maxLength,
  object,
  optional,
  record,
  string,
  unknown,
} from '@/lib/platform/validation/zMini';

/** The JSON body the browser posts to /api/logs (docs/platform.md#browser-logs). */
export const logEntrySchema = object({
  level: oneOf(['fatal', 'error', 'warn', 'info', 'debug', 'trace']),
  message: string().check(maxLength(1000)),
  extras: optional(record(string(), unknown())),
});

export type LogEntry = Infer<typeof logEntrySchema>;

export { LOG_ENDPOINT_PATH } from './logEndpoint';
