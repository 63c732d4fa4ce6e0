// @ts-check
// Resolvers: the signed-in member, and e-mailing calculator results to the outbox.
import { basename } from 'node:path';

import { findMemberById } from '../identity-provider/members.mjs';
import { describeError } from '../lib/log.mjs';
import { forbidden, internalError, notFound, serviceUnavailable } from './errors.mjs';
import { createIdempotencyStore } from './idempotency.mjs';
import { composeTaxResultEmail } from './tax-result-email.mjs';
import { validateTaxCalculatorResultInput } from './tax-result-input.mjs';

/**
 * @typedef {{ request: Request }} Context graphql-yoga's context: the Fetch API request
 *
 * @typedef {object} ResolverDependencies
 * @property {ReturnType<typeof import('./access-token.mjs').createAccessTokenVerifier>} verifyAccessToken
 * @property {ReturnType<typeof import('./outbox.mjs').createOutbox>} outbox
 * @property {import('./recaptcha.mjs').RecaptchaVerifier | undefined} verifyRecaptcha
 * @property {import('../lib/log.mjs').Log} log
 */

/**
 * @param {ResolverDependencies} dependencies
 */
export function createResolvers({ verifyAccessToken, outbox, verifyRecaptcha, log }) {
  /** @type {ReturnType<typeof createIdempotencyStore<{ sent: boolean, messageId: string }>>} */
  const sends = createIdempotencyStore();
  return {
    Query: {
      /**
       * @param {unknown} _parent
       * @param {unknown} _args
       * @param {Context} context
       */
      async member(_parent, _args, context) {
        const identity = await verifyAccessToken(context.request.headers.get('authorization'));
        const member = findMemberById(identity.memberId);
        if (!member) throw notFound(`No member has the id ${identity.memberId}.`);
        if (member.memberQueryError) throw internalError(member.memberQueryError);
        return {
          id: member.id,
          displayName: member.displayName,
          email: member.email,
          firstName: member.firstName,
          lastName: member.lastName,
          homepayAccountStatusV2: member.homepayAccountStatusV2,
        };
      },
    },
    Mutation: {
      /**
       * @param {unknown} _parent
       * @param {{ input: import('./tax-result-input.mjs').TaxCalculatorResultInput }} args
       * @param {Context} context
       */
      async taxCalculatorResultSend(_parent, { input }, context) {
        // Input first: a reCAPTCHA token is single-use, so a typo should not burn it.
        const valid = validateTaxCalculatorResultInput(input);
        // A repeat of a send (same Idempotency-Key, same input) answers with the first send.
        return sends.run(context.request.headers.get('idempotency-key'), valid, async () => {
          if (verifyRecaptcha) await checkRecaptcha(verifyRecaptcha, context.request.headers, log);
          const { messageId, file } = await outbox.send({
            to: valid.email,
            ...composeTaxResultEmail(valid),
          });
          // The file name, not the recipient: the log is no place for personal data.
          log({ msg: 'e-mail written to outbox', file: basename(file) });
          return { sent: true, messageId };
        });
      },
    },
  };
}

/**
 * @param {import('./recaptcha.mjs').RecaptchaVerifier} verify
 * @param {Headers} headers
 * @param {import('../lib/log.mjs').Log} log
 */
async function checkRecaptcha(verify, headers, log) {
  const siteKey = headers.get('x-recaptcha-site-key');
  const token = headers.get('x-recaptcha-token');
  if (!siteKey || !token) {
    throw forbidden(
      'reCAPTCHA is required: send the x-recaptcha-site-key and x-recaptcha-token headers.',
    );
  }
  let verdict;
  try {
    verdict = await verify({ siteKey, token });
  } catch (error) {
    log({ level: 'warn', msg: 'reCAPTCHA verification unavailable', error: describeError(error) });
    throw serviceUnavailable('reCAPTCHA could not be verified; try again.');
  }
  if (!verdict.ok) {
    log({ level: 'info', msg: 'reCAPTCHA refused', reason: verdict.reason });
    throw forbidden('reCAPTCHA verification failed.');
  }
}
