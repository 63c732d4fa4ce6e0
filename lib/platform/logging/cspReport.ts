import { redactText } from './scrubSecrets';
import { sanitizeLogField } from './sanitizeLogField';

/** The fields of a CSP violation report worth logging, each bounded and free of control characters. */
export interface CspReportSummary {
  documentUri: string;
  violatedDirective: string;
  blockedUri: string;
}

function parseBody(body: unknown): unknown {
  if (typeof body !== 'string') return body;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return undefined;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Reads a `report-uri` body (`{"csp-report": {...}}`, sent as application/csp-report, which
 * reaches us as a string) into a summary; `null` when it is not a CSP report.
 */
export function summarizeCspReport(body: unknown): CspReportSummary | null {
  const parsed = parseBody(body);
  if (!isRecord(parsed)) return null;
  const report = parsed['csp-report'];
  if (!isRecord(report)) return null;
  return {
    // A page URL can carry a sign-in code or a referral code in its query: redacted like any text.
    documentUri: redactText(sanitizeLogField(report['document-uri'])),
    violatedDirective: sanitizeLogField(
      report['violated-directive'] ?? report['effective-directive'],
    ),
    blockedUri: redactText(sanitizeLogField(report['blocked-uri'])),
  };
}

/**
 * What makes two reports "the same violation" for deduplication: the directive, what was blocked
 * and the page without its query (one broken page reports the same thing on every load).
 */
export function cspReportSignature(summary: CspReportSummary): string {
  const page = summary.documentUri.split(/[?#]/)[0] ?? '';
  return `${summary.violatedDirective} ${summary.blockedUri} ${page}`;
}
