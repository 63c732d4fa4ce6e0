import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { type PublicConfig } from '@/lib/config/siteConfig';
import { isRequestTimeout } from '@/lib/http/fetchWithTimeout';
import { browserLogger } from '@/lib/logging/browserLogger';
import { recaptchaToken } from './recaptcha';
import { recaptchaHeaders } from './recaptchaHeaders';
import {
  TAX_CALCULATOR_RESULT_SEND_MUTATION,
  type TaxCalculatorResultInput,
} from './sendResultsMutation';

/** How a send ended: sent, refused or failed, or no answer within the transport's time limit. */
export type SendOutcome = 'sent' | 'failed' | 'timedOut';

export interface SendResults {
  /** Resolves with the outcome; never rejects. */
  send: (input: TaxCalculatorResultInput) => Promise<SendOutcome>;
  sending: boolean;
}

/**
 * Sends the results e-mail through the site's Apollo client, with the reCAPTCHA headers on this
 * operation only (through the operation's context, which the HTTP link turns into headers).
 * Failures are already logged by the client's error link, so here they only become an outcome.
 */
export function useSendResults(recaptcha: PublicConfig['recaptcha'], nonce: string): SendResults {
  const [mutate, { loading }] = useMutation(TAX_CALCULATOR_RESULT_SEND_MUTATION);
  const send = useCallback(
    async (input: TaxCalculatorResultInput): Promise<SendOutcome> => {
      const headers = await recaptchaHeaders(recaptcha, nonce, recaptchaToken, browserLogger);
      try {
        const { data } = await mutate({
          variables: { input },
          ...(headers ? { context: { headers } } : {}),
        });
        return data?.taxCalculatorResultSend.sent === true ? 'sent' : 'failed';
      } catch (error) {
        return isRequestTimeout(error) ? 'timedOut' : 'failed';
      }
    },
    [mutate, recaptcha, nonce],
  );
  return { send, sending: loading };
}
