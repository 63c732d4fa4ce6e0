// @ts-check
// How a failed interaction step is answered: a page a person can read, with the right status.
import { errors } from 'oidc-provider';

import { RequestBodyError, sendHtml } from '../../lib/http.mjs';
import { describeError } from '../../lib/log.mjs';
import { messagePage } from './context.mjs';

/**
 * @param {import('./context.mjs').InteractionContext} ctx
 * @param {import('./context.mjs').Response} res
 * @param {unknown} error
 */
export function answerInteractionError(ctx, res, error) {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  if (error instanceof errors.SessionNotFound) {
    sendHtml(
      res,
      400,
      messagePage(
        ctx,
        'This sign-in has expired',
        'The sign-in request is no longer valid (it was finished, cancelled, or too old).',
      ),
      ctx.headers,
    );
    return;
  }
  if (error instanceof RequestBodyError) {
    sendHtml(res, error.status, messagePage(ctx, 'Request refused', error.message), ctx.headers);
    return;
  }
  if (error instanceof errors.OIDCProviderError) {
    const refusal =
      /** @type {{ statusCode?: number, error_description?: string, message: string }} */ (error);
    sendHtml(
      res,
      refusal.statusCode ?? 400,
      messagePage(ctx, 'Sign-in request refused', refusal.error_description ?? refusal.message),
      ctx.headers,
    );
    return;
  }
  ctx.log({ level: 'error', msg: 'interaction failed', error: describeError(error) });
  sendHtml(
    res,
    500,
    messagePage(
      ctx,
      'Something went wrong',
      'The local identity provider hit an unexpected error; the log has the details.',
    ),
    ctx.headers,
  );
}
