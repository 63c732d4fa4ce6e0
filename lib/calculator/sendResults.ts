import { trackSiteEvent } from '@/lib/tracking/analytics/siteEvents';
import type { PublicConfig } from '@/lib/platform/config/siteConfig';
import { loadBrowserApolloClient } from '@/lib/members/graphql/loadBrowserApolloClient';
import {
  TAX_CALCULATOR_RESULT_SEND_MUTATION,
  type TaxCalculatorResultInput,
} from '@/lib/members/graphql/resultSendMutation';

/**
 * Runs taxCalculatorResultSend on the browser's Apollo client (loaded on demand), with the
 * submission's idempotency key and the reCAPTCHA headers on this operation only, through the
 * operation's context, which the HTTP link turns into headers. Never retried automatically
 * (docs/calculator.md#idempotent-sends). Resolves true when the backend says the e-mail was sent;
 * rejects on failure.
 */
export async function sendResults(
  config: PublicConfig,
  input: TaxCalculatorResultInput,
  headers: Record<string, string> | null,
  idempotencyKey: string,
): Promise<boolean> {
  const client = await loadBrowserApolloClient(config);
  const { data } = await client.mutate({
    mutation: TAX_CALCULATOR_RESULT_SEND_MUTATION,
    variables: { input },
    // The transport's idempotency-key link turns the key into the Idempotency-Key header.
    context: { idempotencyKey, ...(headers ? { headers } : {}) },
  });
  const sent = data?.taxCalculatorResultSend.sent === true;
  // Tracking (docs/tracking.md#tag-manager-events): an observed interaction; this module loads on demand, so it costs the
  // first load nothing.
  if (sent) trackSiteEvent('calculatorEmailSent');
  return sent;
}
