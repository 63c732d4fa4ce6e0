// @ts-check
// Step "sign in": checks the posted form, records a support user's chosen member, and finishes
// the interaction with a fresh, already consented Grant.
import { readForm } from '../../lib/http.mjs';
import { findMemberById, findPersonByEmail, passwordMatches } from '../members.mjs';
import { TTL } from '../provider.mjs';
import { grantEverything } from './context.mjs';
import { renderLoginForm } from './loginForm.mjs';

/**
 * @param {import('./context.mjs').InteractionContext} ctx
 * @param {import('./context.mjs').Request} req
 * @param {import('./context.mjs').Response} res
 * @param {import('./context.mjs').Interaction} interaction
 */
export async function submitLogin(ctx, req, res, interaction) {
  const { provider, impersonation, log } = ctx;
  const form = await readForm(req);
  const email = (form.get('email') ?? '').trim();
  const password = form.get('password') ?? '';
  const viewAs = (form.get('viewAs') ?? '').trim();
  const retry = { status: 401, email, viewAs, supportOpen: Boolean(viewAs) };

  if (!email) {
    renderLoginForm(ctx, res, interaction, {
      ...retry,
      status: 400,
      error: 'emailMissing',
      errorField: 'email',
    });
    return;
  }
  const person = findPersonByEmail(email);
  if (!person || !passwordMatches(person, password)) {
    log({ level: 'info', msg: 'sign-in refused', reason: 'bad credentials' });
    renderLoginForm(ctx, res, interaction, {
      ...retry,
      error: 'badCredentials',
      errorField: 'password',
    });
    return;
  }

  let member;
  if (person.role === 'support') {
    member = findMemberById(viewAs);
    if (!member) {
      renderLoginForm(ctx, res, interaction, {
        ...retry,
        status: 400,
        supportOpen: true,
        error: 'supportMustChoose',
        errorField: 'viewAs',
      });
      return;
    }
  } else if (viewAs) {
    renderLoginForm(ctx, res, interaction, {
      ...retry,
      status: 400,
      supportOpen: true,
      error: 'onlySupport',
      errorField: 'viewAs',
    });
    return;
  }

  // A fresh Grant per sign-in, consented here already: this is how the support user's choice
  // gets a Grant of its own (see impersonation.mjs), and it spares a consent round trip.
  const grant = new provider.Grant({
    accountId: person.id,
    clientId: String(interaction.params.client_id),
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
