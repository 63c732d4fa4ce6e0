import pino, { type Logger } from 'pino';
import { siteConfig } from '@/lib/platform/config/env.server';
import { REDACTED, redactText, scrubValue } from './scrubSecrets';

/** pino's error serializer, with secrets and e-mail addresses taken out of message and stack. */
function redactedError(error: Error): pino.SerializedError {
  const serialized = pino.stdSerializers.err(error);
  return {
    ...serialized,
    message: redactText(serialized.message),
    ...(serialized.stack ? { stack: redactSecretsKeepingLines(serialized.stack) } : {}),
  };
}

/** A stack trace redacted line by line, so it keeps its lines. */
function redactSecretsKeepingLines(text: string): string {
  return text.split('\n').map(redactText).join('\n');
}

/**
 * The server's structured logger: JSON lines with UTC ISO timestamps (ASVS 16.2.2). Token, cookie
 * and e-mail fields are redacted wherever they appear, so a careless log call cannot leak them;
 * so are tokens, referral codes and e-mail addresses inside the message and logged errors (a
 * backend's error message may quote a member's e-mail: "Error calling Member: … maria@…").
 */
export function createServerLogger(
  level: string,
  destination: pino.DestinationStream = pino.destination(1),
): Logger {
  return pino(
    {
      level,
      base: { service: 'hp-vhp' },
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: {
        paths: [
          '*.access_token',
          '*.refresh_token',
          '*.id_token',
          '*.token',
          '*.authorization',
          '*.cookie',
          '*.email',
          'req.headers.authorization',
          'req.headers.cookie',
        ],
        censor: REDACTED,
      },
      serializers: { err: redactedError },
      // Every logged object too (a request's URL, a callback's query): the shared rules at every
      // depth; errors keep their own serializer above.
      formatters: { log: (object) => scrubValue(object) },
      hooks: {
        logMethod(args, method) {
          const redacted = args.map((arg: unknown) =>
            typeof arg === 'string' ? redactText(arg) : arg,
          ) as Parameters<typeof method>;
          method.apply(this, redacted);
        },
      },
    },
    destination,
  );
}

export const logger: Logger = createServerLogger(siteConfig.logLevel);
