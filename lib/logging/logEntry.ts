import { z } from 'zod';

/** SPEC §7 Log: the JSON body the browser posts to /api/logs. */
export const logEntrySchema = z.object({
  level: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace']),
  message: z.string().max(1000),
  extras: z.record(z.string(), z.unknown()).optional(),
});

export type LogEntry = z.infer<typeof logEntrySchema>;

/** Path of the log endpoint under the base path. */
export const LOG_ENDPOINT_PATH = '/api/logs';
