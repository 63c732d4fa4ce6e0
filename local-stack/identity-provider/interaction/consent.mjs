// @ts-check
// Step "consent": asked for when a session exists but its Grant does not cover the request (e.g.
// after "Stay signed in" on the sign-out page revoked it). Our own client gets it granted.
import { findPersonById } from '../members.mjs';
import { CLIENT_ID } from '../site.mjs';
import { grantEverything } from './context.mjs';
import { renderLoginForm } from './loginForm.mjs';

/**
 * @param {import('./context.mjs').InteractionContext} ctx
 * @param {import('./context.mjs').Request} req
 * @param {import('./context.mjs').Response} res
 * @param {import('./context.mjs').Interaction} interaction
 */
export async function grantConsent(ctx, req, res, interaction) {
  const { provider, impersonation } = ctx;
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
    renderLoginForm(ctx, res, interaction, {
      status: 200,
      email: person.email,
      supportOpen: true,
      error: 'chooseAgain',
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
