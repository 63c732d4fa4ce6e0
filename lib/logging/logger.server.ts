import pino, { type Logger } from 'pino';
import { siteConfig } from '@/lib/config/env.server';

/**
 * The server's structured logger: JSON lines with UTC ISO timestamps (ASVS 16.2.2). Token, cookie
 * and e-mail fields are redacted wherever they appear, so a careless log call cannot leak them.
 */
export const logger: Logger = pino({
  level: siteConfig.logLevel,
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
    censor: '[redacted]',
  },
});
