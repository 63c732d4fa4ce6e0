import { useCallback, useState } from 'react';
import { type PublicConfig } from '@/lib/config/siteConfig';
import { browserLogger } from '@/lib/logging/browserLogger';
import { recaptchaToken } from './recaptcha';
import { recaptchaHeaders } from './recaptchaHeaders';
import { type TaxCalculatorResultInput } from './sendResultsMutation';

export interface SendResults {
  /** Resolves true when the backend says the e-mail was sent; never rejects. */
  send: (input: TaxCalculatorResultInput) => Promise<boolean>;
  sending: boolean;
}

/**
 * Sends the results e-mail. The Apollo client and the mutation document load on the first send
 * (not with the page); failures are already logged by the client's error link, or here when the
 * chunk itself could not load, so they only become `false`.
 */
export function useSendResults(site: PublicConfig, nonce: string): SendResults {
  const [sending, setSending] = useState(false);
  const send = useCallback(
    async (input: TaxCalculatorResultInput) => {
      setSending(true);
      try {
        const headers = await recaptchaHeaders(
          site.recaptcha,
          nonce,
          recaptchaToken,
          browserLogger,
        );
        const { sendResults } = await import('./sendResults').catch((error: unknown) => {
          browserLogger.warn({ err: String(error) }, 'Results e-mail code could not load');
          throw error;
        });
        return await sendResults(site, input, headers);
      } catch {
        return false;
      } finally {
        setSending(false);
      }
    },
    [site, nonce],
  );
  return { send, sending };
}
