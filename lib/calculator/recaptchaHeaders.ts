import { type PublicConfig } from '@/lib/platform/config/siteConfig';
import { type StructuredLogger } from '@/lib/platform/logging/structuredLogger';
import { TAX_CALCULATOR_RESULT_SEND } from '@/lib/members/graphql/resultSendMutation';

export type RecaptchaHeaders = Record<'x-recaptcha-site-key' | 'x-recaptcha-token', string>;

export type TokenSource = (siteKey: string, nonce: string, action: string) => Promise<string>;

/**
 * The reCAPTCHA headers for the results mutation (docs/calculator.md#recaptcha): the site key and a token obtained with
 * the operation name as action. None when reCAPTCHA is off; none when it fails, after reporting
 * the failure, because the e-mail should still go out (the backend decides whether to accept it).
 */
export async function recaptchaHeaders(
  recaptcha: PublicConfig['recaptcha'],
  nonce: string,
  getToken: TokenSource,
  log: Pick<StructuredLogger, 'error'>,
): Promise<RecaptchaHeaders | null> {
  if (!recaptcha.enabled || !recaptcha.siteKey) return null;
  try {
    const token = await getToken(recaptcha.siteKey, nonce, TAX_CALCULATOR_RESULT_SEND);
    return { 'x-recaptcha-site-key': recaptcha.siteKey, 'x-recaptcha-token': token };
  } catch (error) {
    log.error(
      { event: 'RecaptchaError', operationName: TAX_CALCULATOR_RESULT_SEND, err: describe(error) },
      'reCAPTCHA failed; sending the results without it',
    );
    return null;
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}
