/** The logging surface shared code needs; pino's loggers (server and browser) satisfy it. */
export interface StructuredLogger {
  error: (fields: object, message: string) => void;
  warn: (fields: object, message: string) => void;
  info: (fields: object, message: string) => void;
}
