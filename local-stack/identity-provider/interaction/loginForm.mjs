// @ts-check
// Step "show the sign-in form": the form itself, with the demo accounts listed under it.
import { sendHtml } from '../../lib/http.mjs';
import { MEMBERS, SUPPORT_USERS } from '../members.mjs';
import { loginPage } from '../views.mjs';

/**
 * @typedef {import('./context.mjs').InteractionContext} InteractionContext
 * @typedef {import('./context.mjs').Interaction} Interaction
 * @typedef {{ status: number, email?: string, viewAs?: string, supportOpen?: boolean,
 *   error?: string, errorField?: 'email' | 'password' | 'viewAs' }} LoginFormState
 */

/**
 * @param {InteractionContext} ctx
 * @param {import('./context.mjs').Response} res
 * @param {Interaction} interaction
 * @param {LoginFormState} state
 */
export function renderLoginForm(ctx, res, interaction, { status, ...state }) {
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
  sendHtml(res, status, html, ctx.headers);
}
