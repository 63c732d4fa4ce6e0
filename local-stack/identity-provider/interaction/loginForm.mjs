// @ts-check
// Step "show the sign-in form": the form itself, with the demo accounts listed under it.
import { sendHtml } from '../../lib/http.mjs';
import { copyFor } from '../i18n/copy.mjs';
import { pickLanguage } from '../i18n/language.mjs';
import { MEMBERS, SUPPORT_USERS } from '../members.mjs';
import { loginPage } from '../views.mjs';

/**
 * @typedef {import('./context.mjs').InteractionContext} InteractionContext
 * @typedef {import('./context.mjs').Interaction} Interaction
 * @typedef {keyof import('../i18n/en.mjs').Copy['formErrors']} FormError
 * @typedef {{ status: number, email?: string, viewAs?: string, supportOpen?: boolean,
 *   error?: FormError, errorField?: 'email' | 'password' | 'viewAs' }} LoginFormState
 */

/**
 * Renders the form in the language the authorization request asked for (`ui_locales`).
 * @param {InteractionContext} ctx
 * @param {import('./context.mjs').Response} res
 * @param {Interaction} interaction
 * @param {LoginFormState} state
 */
export function renderLoginForm(ctx, res, interaction, { status, ...state }) {
  const loginHint = interaction.params.login_hint;
  const language = pickLanguage(interaction.params.ui_locales);
  const copy = copyFor(language);
  const html = loginPage({
    language,
    action: `/interaction/${interaction.uid}/login`,
    cancelUrl: `/interaction/${interaction.uid}/abort`,
    email: state.email ?? (typeof loginHint === 'string' ? loginHint : ''),
    error: state.error && copy.formErrors[state.error],
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
        status: copy.login.supportStatus,
        email: user.email,
        password: user.password,
      })),
    ],
  });
  sendHtml(res, status, html, ctx.headers);
}
