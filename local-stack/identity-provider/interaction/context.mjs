// @ts-check
// What every step of the sign-in interaction shares: the provider, the support-session registry,
// the log, and the headers and links of the provider's own pages.
import { API_RESOURCE, SCOPE } from '../site.mjs';
import { errorPage } from '../views.mjs';

/**
 * @typedef {Awaited<ReturnType<import('oidc-provider').Provider['interactionDetails']>>} Interaction
 *
 * @typedef {object} InteractionContext
 * @property {import('oidc-provider').Provider} provider
 * @property {import('../impersonation.mjs').ImpersonationRegistry} impersonation
 * @property {import('../../lib/log.mjs').Log} log
 * @property {Record<string, string>} headers headers of the provider's HTML pages
 * @property {string} siteUrl where the pages' "back to the site" link goes
 *
 * @typedef {import('node:http').IncomingMessage} Request
 * @typedef {import('node:http').ServerResponse} Response
 */

/**
 * A short page with a heading, a message and the link back to the site.
 * @param {InteractionContext} ctx
 * @param {import('../i18n/language.mjs').Language} language
 * @param {{ heading: string, message: string }} text
 */
export function messagePage(ctx, language, { heading, message }) {
  return errorPage({ heading, message, siteUrl: ctx.siteUrl, language });
}

/**
 * Grants every scope the client may ask for. Tokens still get only what each authorization
 * request asked for: oidc-provider issues the intersection.
 * @param {InstanceType<import('oidc-provider').Provider['Grant']>} grant
 */
export function grantEverything(grant) {
  grant.addOIDCScope(SCOPE);
  grant.addResourceScope(API_RESOURCE, SCOPE);
}
