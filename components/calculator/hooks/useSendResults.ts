import { useCallback, useRef, useState } from 'react';
import { createSubmissionKeys } from '@/lib/calculator/idempotencyKey';
import { type PublicConfig } from '@/lib/platform/config/siteConfig';
import { isRequestTimeout } from '@/lib/platform/http/fetchWithTimeout';
import { browserLogger } from '@/lib/platform/logging/browserLogger';
import { type TaxCalculatorResultInput } from '@/lib/members/graphql/resultSendMutation';

/** How a send ended: sent, refused or failed, or no answer within the transport's time limit. */
export type SendOutcome = 'sent' | 'failed' | 'timedOut';

export interface SendResults {
  /** Resolves with the outcome; never rejects. */
  send: (input: TaxCalculatorResultInput) => Promise<SendOutcome>;
  sending: boolean;
}

// Everything a send needs loads on the first send, not with the page (docs/performance.md#budgets).
function loadSendCode() {
  return Promise.all([
    import('@/lib/calculator/recaptcha'),
    import('@/lib/calculator/recaptchaHeaders'),
    import('@/lib/calculator/sendResults'),
  ]);
}

/**
 * Sends the results e-mail. The reCAPTCHA step, the Apollo client and the mutation document load
 * on the first send (not with the page). Failures are already logged by the client's error link, or here when the
 * chunk itself could not load, so they only become an outcome.
 */
export function useSendResults(site: PublicConfig, nonce: string): SendResults {
  const [sending, setSending] = useState(false);
  // One key per submitted input: "Try again" with the same input repeats the same send.
  const keys = useRef(createSubmissionKeys());
  const send = useCallback(
    async (input: TaxCalculatorResultInput): Promise<SendOutcome> => {
      setSending(true);
      const idempotencyKey = keys.current.keyFor(input);
      try {
        const [{ recaptchaToken }, { recaptchaHeaders }, { sendResults }] =
          await loadSendCode().catch((error: unknown) => {
            browserLogger.warn({ err: String(error) }, 'Results e-mail code could not load');
            throw error;
          });
        const headers = await recaptchaHeaders(
          site.recaptcha,
          nonce,
          recaptchaToken,
          browserLogger,
        );
        return (await sendResults(site, input, headers, idempotencyKey)) ? 'sent' : 'failed';
      } catch (error) {
        return isRequestTimeout(error) ? 'timedOut' : 'failed';
      } finally {
        setSending(false);
      }
    },
    [site, nonce],
  );
  return { send, sending };
}
