// @ts-check
// How a failed interaction step is answered: a page a person can read, with the right status.
import { errors } from 'oidc-provider';

import { RequestBodyError, sendHtml } from '../../lib/http.mjs';
import { describeError } from '../../lib/log.mjs';
import { copyFor } from '../i18n/copy.mjs';
import { errorPage } from '../views.mjs';
import { messagePage } from './context.mjs';

/**
 * @param {import('./context.mjs').InteractionContext} ctx
 * @param {import('./context.mjs').Response} res
 * @param {unknown} error
 * @param {import('../i18n/language.mjs').Language} language the interaction's, once it was found
 */
export function answerInteractionError(ctx, res, error, language) {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const { pages, bodyErrors } = copyFor(language);
  if (error instanceof errors.SessionNotFound) {
    sendHtml(res, 400, messagePage(ctx, language, pages.expired), ctx.headers);
    return;
  }
  if (error instanceof RequestBodyError) {
    const { status } = error;
    const message =
      status === 413 || status === 415 ? bodyErrors[status] : pages.requestRefused.message;
    const text = { heading: pages.requestRefused.heading, message };
    sendHtml(res, status, messagePage(ctx, language, text), ctx.headers);
    return;
  }
  if (error instanceof errors.OIDCProviderError) {
    const refusal =
      /** @type {{ statusCode?: number, error?: string, error_description?: string, message: string }} */ (
        error
      );
    // The protocol's own code and description stay as the library wrote them: they are details.
    const page = errorPage({
      ...pages.refused,
      details: { error: refusal.error, error_description: refusal.error_description },
      siteUrl: ctx.siteUrl,
      language,
    });
    sendHtml(res, refusal.statusCode ?? 400, page, ctx.headers);
    return;
  }
  ctx.log({ level: 'error', msg: 'interaction failed', error: describeError(error) });
  sendHtml(res, 500, messagePage(ctx, language, pages.serverError), ctx.headers);
}
