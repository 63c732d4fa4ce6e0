// @ts-check
// The provider's user-facing steps: the sign-in page (and its form), and consent, which is granted
// automatically because the site is our own first-party client. oidc-provider sends the browser
// to /interaction/:uid whenever it needs one of them; we finish with interactionFinished, which
// redirects back to the authorization endpoint to complete the request.
import { errors } from 'oidc-provider';

import { RequestBodyError, readForm, sendHtml } from '../lib/http.mjs';
import { describeError } from '../lib/log.mjs';
import {
  MEMBERS,
  SUPPORT_USERS,
  findMemberById,
  findPersonByEmail,
  findPersonById,
  passwordMatches,
} from './members.mjs';
import { TTL } from './provider.mjs';
import { API_RESOURCE, CLIENT_ID, SCOPE, pageHeaders, siteUrls } from './site.mjs';
import { errorPage, loginPage } from './views.mjs';

const ROUTE = /^\/interaction\/([A-Za-z0-9_-]+)(?:\/(login|abort))?\/?$/;

/**
 * @typedef {Awaited<ReturnType<import('oidc-provider').Provider['interactionDetails']>>} Interaction
 *
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
  const { siteUrl } = siteUrls(siteOrigin);
  const headers = pageHeaders(siteOrigin);

  return async function handleInteraction(req, res) {
    const { pathname } = new URL(req.url ?? '/', 'http://localhost');
    if (!pathname.startsWith('/interaction/')) return false;

    const match = ROUTE.exec(pathname);
    const action = match ? (match[2] ?? 'show') : undefined;
    const allowed = action === 'login' ? 'POST' : 'GET';
    if (!match || !action) {
      notFound(res);
      return true;
    }
    if (req.method !== allowed && !(allowed === 'GET' && req.method === 'HEAD')) {
      res.setHeader('Allow', allowed);
      sendHtml(
        res,
        405,
        page('Method not allowed', 'This address does not accept that request.'),
        headers,
      );
      return true;
    }

    try {
      const interaction = await provider.interactionDetails(req, res);
      // The interaction cookie is scoped to its own path, so a mismatch means a stale page.
      if (interaction.uid !== match[1]) throw new errors.SessionNotFound('interaction mismatch');

      if (action === 'abort') {
        await provider.interactionFinished(
          req,
          res,
          { error: 'access_denied', error_description: 'End-User aborted interaction' },
          { mergeWithLastSubmission: false },
        );
      } else if (action === 'login') {
        await submitLogin(req, res, interaction);
      } else if (interaction.prompt.name === 'login') {
        renderLogin(res, interaction, { status: 200 });
      } else if (interaction.prompt.name === 'consent') {
        await consent(req, res, interaction);
      } else {
        sendHtml(
          res,
          501,
          page('Not supported', `Unknown prompt "${interaction.prompt.name}".`),
          headers,
        );
      }
    } catch (error) {
      answerError(res, error);
    }
    return true;
  };

  /**
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {Interaction} interaction
   */
  async function submitLogin(req, res, interaction) {
    const form = await readForm(req);
    const email = (form.get('email') ?? '').trim();
    const password = form.get('password') ?? '';
    const viewAs = (form.get('viewAs') ?? '').trim();
    const retry = { status: 401, email, viewAs, supportOpen: Boolean(viewAs) };

    if (!email) {
      renderLogin(res, interaction, {
        ...retry,
        status: 400,
        error: 'Enter your email address.',
        errorField: 'email',
      });
      return;
    }
    const person = findPersonByEmail(email);
    if (!person || !passwordMatches(person, password)) {
      log({ level: 'info', msg: 'sign-in refused', reason: 'bad credentials' });
      renderLogin(res, interaction, {
        ...retry,
        error:
          'That email and password do not match a demo account. The accounts and their password are listed below.',
        errorField: 'password',
      });
      return;
    }

    let member;
    if (person.role === 'support') {
      member = findMemberById(viewAs);
      if (!member) {
        renderLogin(res, interaction, {
          ...retry,
          status: 400,
          supportOpen: true,
          error: 'Support accounts view the site as a member: choose the member to view as.',
          errorField: 'viewAs',
        });
        return;
      }
    } else if (viewAs) {
      renderLogin(res, interaction, {
        ...retry,
        status: 400,
        supportOpen: true,
        error:
          'Only support accounts can view the site as another member. Leave "Member to view as" empty.',
        errorField: 'viewAs',
      });
      return;
    }

    // A fresh Grant per sign-in, consented here already: this is how the support user's choice
    // gets a Grant of its own (see impersonation.mjs), and it spares a consent round trip.
    const grant = new provider.Grant({
      accountId: person.id,
      clientId: interaction.params.client_id,
    });
    grantEverything(grant);
    const grantId = await grant.save();
    if (member) {
      impersonation.remember(grantId, { supportUserId: person.id, memberId: member.id }, TTL.Grant);
    }
    log({
      msg: 'signed in',
      accountId: person.id,
      ...(member ? { impersonated: member.id } : {}),
    });

    await provider.interactionFinished(
      req,
      res,
      { login: { accountId: person.id, amr: ['pwd'], remember: true }, consent: { grantId } },
      { mergeWithLastSubmission: false },
    );
  }

  /**
   * Consent is asked for when a session exists but its Grant does not cover the request (e.g.
   * after "Stay signed in" on the sign-out page revoked it). Our own client gets it granted.
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {Interaction} interaction
   */
  async function consent(req, res, interaction) {
    const accountId = interaction.session?.accountId;
    const person = findPersonById(accountId);
    if (!person || interaction.params.client_id !== CLIENT_ID) {
      await provider.interactionFinished(
        req,
        res,
        { error: 'access_denied', error_description: 'unknown account or client' },
        { mergeWithLastSubmission: false },
      );
      return;
    }
    // A support user without a member chosen for this Grant must choose one: sign in again.
    if (person.role === 'support' && !impersonation.memberFor(interaction.grantId, accountId)) {
      renderLogin(res, interaction, {
        status: 200,
        email: person.email,
        supportOpen: true,
        error: 'Choose the member to view as, and sign in again.',
        errorField: 'viewAs',
      });
      return;
    }

    const grant =
      (interaction.grantId && (await provider.Grant.find(interaction.grantId))) ||
      new provider.Grant({ accountId: person.id, clientId: CLIENT_ID });
    grantEverything(grant);
    const grantId = await grant.save();
    await provider.interactionFinished(
      req,
      res,
      { consent: { grantId } },
      { mergeWithLastSubmission: true },
    );
  }

  /**
   * Grants every scope the client may ask for. Tokens still get only what each authorization
   * request asked for: oidc-provider issues the intersection.
   * @param {InstanceType<import('oidc-provider').Provider['Grant']>} grant
   */
  function grantEverything(grant) {
    grant.addOIDCScope(SCOPE);
    grant.addResourceScope(API_RESOURCE, SCOPE);
  }

  /**
   * @param {import('node:http').ServerResponse} res
   * @param {Interaction} interaction
   * @param {{ status: number, email?: string, viewAs?: string, supportOpen?: boolean,
   *   error?: string, errorField?: 'email' | 'password' | 'viewAs' }} state
   */
  function renderLogin(res, interaction, { status, ...state }) {
    const loginHint = interaction.params.login_hint;
    const html = loginPage({
      action: `/interaction/${interaction.uid}/login`,
      cancelUrl: `/interaction/${interaction.uid}/abort`,
      email: state.email ?? (typeof loginHint === 'string' ? loginHint : ''),
      error: state.error,
      errorField: state.errorField,
      viewAs: state.viewAs,
      supportOpen: state.supportOpen,
      memberChoices: MEMBERS.map((member) => ({
        id: member.id,
        label: `${member.displayName} (${member.homepayAccountStatusV2}, ${member.email})`,
      })),
      demoAccounts: [
        ...MEMBERS.map((member) => ({
          name: member.displayName,
          status: member.homepayAccountStatusV2,
          email: member.email,
          password: member.password,
        })),
        ...SUPPORT_USERS.map((user) => ({
          name: user.displayName,
          status: 'Support: views the site as a member',
          email: user.email,
          password: user.password,
        })),
      ],
    });
    sendHtml(res, status, html, headers);
  }

  /**
   * @param {import('node:http').ServerResponse} res
   * @param {unknown} error
   */
  function answerError(res, error) {
    if (res.headersSent) {
      res.destroy();
      return;
    }
    if (error instanceof errors.SessionNotFound) {
      sendHtml(
        res,
        400,
        page(
          'This sign-in has expired',
          'The sign-in request is no longer valid (it was finished, cancelled, or too old).',
        ),
        headers,
      );
      return;
    }
    if (error instanceof RequestBodyError) {
      sendHtml(res, error.status, page('Request refused', error.message), headers);
      return;
    }
    if (error instanceof errors.OIDCProviderError) {
      const refusal =
        /** @type {{ statusCode?: number, error_description?: string, message: string }} */ (error);
      sendHtml(
        res,
        refusal.statusCode ?? 400,
        page('Sign-in request refused', refusal.error_description ?? refusal.message),
        headers,
      );
      return;
    }
    log({ level: 'error', msg: 'interaction failed', error: describeError(error) });
    sendHtml(
      res,
      500,
      page(
        'Something went wrong',
        'The local identity provider hit an unexpected error; the log has the details.',
      ),
      headers,
    );
  }

  /** @param {import('node:http').ServerResponse} res */
  function notFound(res) {
    sendHtml(
      res,
      404,
      page('Page not found', 'There is no sign-in step at this address.'),
      headers,
    );
  }

  /**
   * @param {string} heading
   * @param {string} message
   */
  function page(heading, message) {
    return errorPage({ heading, message, siteUrl });
  }
}
