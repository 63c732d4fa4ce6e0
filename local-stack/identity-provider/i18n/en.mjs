// @ts-check
// Every string the provider's pages show, in English. es.mjs has the same keys in Spanish.

export const EN = {
  siteName: 'HomePay local sign-in',
  eyebrow: 'Local development',
  /** The link back to the site, alone on a line. */
  returnToSite: 'Return to HomePay',
  login: {
    title: 'Sign in',
    heading: 'Sign in to HomePay',
    intro:
      'This page stands in for the real identity provider on your machine. Sign in with one of the demo accounts listed below.',
    email: 'Email',
    password: 'Password',
    supportSummary: 'Support staff: view the site as a member',
    viewAs: 'Member to view as',
    chooseMember: 'Choose a member',
    /** `{claim}` becomes the claim's name, set as code. */
    supportHint:
      'Only for support accounts. Your own account stays the token subject; the member you choose is added as the {claim} claim.',
    submit: 'Sign in',
    cancel: 'Cancel and return to the site',
    demoAccounts: 'Demo accounts',
    columns: { name: 'Name', status: 'Account status', email: 'Email', password: 'Password' },
    supportStatus: 'Support: views the site as a member',
  },
  /** What a refused sign-in form says, above the form. */
  formErrors: {
    emailMissing: 'Enter your email address.',
    badCredentials:
      'That email and password do not match a demo account. The accounts and their password are listed below.',
    supportMustChoose: 'Support accounts view the site as a member: choose the member to view as.',
    onlySupport:
      'Only support accounts can view the site as another member. Leave "Member to view as" empty.',
    chooseAgain: 'Choose the member to view as, and sign in again.',
  },
  logout: {
    title: 'Sign out',
    heading: 'Sign out of HomePay?',
    intro: 'You will be signed out of the local identity provider and returned to the site.',
    confirm: 'Sign out',
    stay: 'Stay signed in',
  },
  signedOut: { title: 'Signed out', heading: 'You are signed out' },
  error: {
    eyebrow: 'Local development sign-in',
    /** The link back to the site that starts a sentence, which `startAgain` ends. */
    returnLink: 'Return to HomePay',
    startAgain: 'and start signing in again.',
  },
  /** Headings and messages of the pages that end a sign-in. */
  pages: {
    notFound: { heading: 'Page not found', message: 'There is no sign-in step at this address.' },
    methodNotAllowed: {
      heading: 'Method not allowed',
      message: 'This address does not accept that request.',
    },
    expired: {
      heading: 'This sign-in has expired',
      message: 'The sign-in request is no longer valid (it was finished, cancelled, or too old).',
    },
    refused: {
      heading: 'Sign-in request refused',
      message: 'The identity provider could not accept this request.',
    },
    requestRefused: { heading: 'Request refused', message: 'The form could not be read.' },
    serverError: {
      heading: 'Something went wrong',
      message: 'The local identity provider hit an unexpected error; the log has the details.',
    },
    unknownPrompt: { heading: 'Not supported', message: 'Unknown prompt "{prompt}".' },
  },
  /** Why a posted form was refused, by HTTP status. */
  bodyErrors: {
    413: 'The form is too large.',
    415: 'Expected an application/x-www-form-urlencoded form.',
  },
};

/** @typedef {typeof EN} Copy */
