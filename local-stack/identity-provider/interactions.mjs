// @ts-check
// The provider's user-facing steps: the sign-in page (and its form), and consent, which is granted
// automatically because the site is our own first-party client. oidc-provider sends the browser
// to /interaction/:uid whenever it needs one of them; we finish with interactionFinished, which
// redirects back to the authorization endpoint to complete the request. This module only routes:
// each step is its own module under interaction/.
import { errors } from 'oidc-provider';

import { sendHtml } from '../lib/http.mjs';
import { copyFor } from './i18n/copy.mjs';
import { DEFAULT_LANGUAGE, pickLanguage } from './i18n/language.mjs';
import { abortInteraction } from './interaction/abort.mjs';
import { answerInteractionError } from './interaction/answerError.mjs';
import { grantConsent } from './interaction/consent.mjs';
import { messagePage } from './interaction/context.mjs';
import { renderLoginForm } from './interaction/loginForm.mjs';
import { submitLogin } from './interaction/submitLogin.mjs';
import { pageHeaders, siteUrls } from './site.mjs';

const ROUTE = /^\/interaction\/([A-Za-z0-9_-]+)(?:\/(login|abort))?\/?$/;

/**
 * @typedef {object} InteractionOptions
 * @property {import('oidc-provider').Provider} provider
 * @property {string} siteOrigin
 * @property {import('./impersonation.mjs').ImpersonationRegistry} impersonation
 * @property {import('../lib/log.mjs').Log} log
 */

/**
 * @param {InteractionOptions} options
 * @returns {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => Promise<boolean>}
 *   resolves true when the request was an interaction request (and has been answered)
 */
export function createInteractionRoutes({ provider, siteOrigin, impersonation, log }) {
  /** @type {import('./interaction/context.mjs').InteractionContext} */
  const ctx = {
    provider,
    impersonation,
    log,
    headers: pageHeaders(siteOrigin),
    siteUrl: siteUrls(siteOrigin).siteUrl,
  };

  return async function handleInteraction(req, res) {
    const { pathname } = new URL(req.url ?? '/', 'http://localhost');
    if (!pathname.startsWith('/interaction/')) return false;

    // Until the interaction is found, nothing says which language the site asked for.
    let language = DEFAULT_LANGUAGE;
    const { pages } = copyFor(DEFAULT_LANGUAGE);
    const match = ROUTE.exec(pathname);
    const action = match ? (match[2] ?? 'show') : undefined;
    if (!match || !action) {
      sendHtml(res, 404, messagePage(ctx, language, pages.notFound), ctx.headers);
      return true;
    }
    const allowed = action === 'login' ? 'POST' : 'GET';
    if (req.method !== allowed && !(allowed === 'GET' && req.method === 'HEAD')) {
      res.setHeader('Allow', allowed);
      sendHtml(res, 405, messagePage(ctx, language, pages.methodNotAllowed), ctx.headers);
      return true;
    }

    try {
      const interaction = await provider.interactionDetails(req, res);
      language = pickLanguage(interaction.params.ui_locales);
      // The interaction cookie is scoped to its own path, so a mismatch means a stale page.
      if (interaction.uid !== match[1]) throw new errors.SessionNotFound('interaction mismatch');

      if (action === 'abort') {
        await abortInteraction(ctx, req, res);
      } else if (action === 'login') {
        await submitLogin(ctx, req, res, interaction);
      } else if (interaction.prompt.name === 'login') {
        renderLoginForm(ctx, res, interaction, { status: 200 });
      } else if (interaction.prompt.name === 'consent') {
        await grantConsent(ctx, req, res, interaction);
      } else {
        const { heading, message } = copyFor(language).pages.unknownPrompt;
        const text = { heading, message: message.replace('{prompt}', interaction.prompt.name) };
        sendHtml(res, 501, messagePage(ctx, language, text), ctx.headers);
      }
    } catch (error) {
      answerInteractionError(ctx, res, error, language);
    }
    return true;
  };
}
