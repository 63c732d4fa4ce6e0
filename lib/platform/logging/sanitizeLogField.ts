const MAX_FIELD_LENGTH = 256;

/** Strips CR, LF and other control characters (log injection, ASVS 16.4.1) and bounds the length. */
export function sanitizeLogField(value: unknown, maxLength: number = MAX_FIELD_LENGTH): string {
  if (typeof value !== 'string') return '';
  return value.replace(/[\u0000-\u001f\u007f]/g, ' ').slice(0, maxLength);
}
