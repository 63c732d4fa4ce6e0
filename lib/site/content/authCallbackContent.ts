import type { Locale } from '@/lib/site/i18n/locale';

/**
 * The sign-in return page's words in one language (docs/members.md#language): the server hands
 * the page its own, so the Spanish return page ships no English. `{phone}` is the support phone.
 */
export interface AuthCallbackText {
  heading: string;
  /** The spinner's accessible name and the words beside it. */
  progressLabel: string;
  progress: string;
  /** Why a sign-in failed, in the visitor's words (never the library's message). */
  failures: { ended: string; expired: string; unreachable: string; other: string };
  /** Why the page stopped waiting: nothing to finish, or too slow. */
  stalls: { nothingToFinish: string; tooSlow: string };
  tryAgain: string;
  signInAgain: string;
  home: string;
}

export const AUTH_CALLBACK_TEXT: Readonly<Record<Locale, AuthCallbackText>> = {
  en: {
    heading: 'Signing you in',
    progressLabel: 'Signing you in',
    progress: 'Signing you in securely. This takes just a moment…',
    failures: {
      ended: 'Your sign-in session ended before it finished.',
      expired: 'This sign-in link has expired or was already used.',
      unreachable: 'We couldn’t reach the sign-in service.',
      other: 'Something went wrong while signing you in.',
    },
    stalls: {
      nothingToFinish: 'There is no sign-in to finish on this page.',
      tooSlow: 'Signing in is taking longer than it should.',
    },
    tryAgain: 'Please sign in again. If it keeps happening, call {phone}.',
    signInAgain: 'Sign in again',
    home: 'Go to the home page',
  },
  es: {
    heading: 'Iniciando su sesión',
    progressLabel: 'Iniciando su sesión',
    progress: 'Estamos iniciando su sesión de forma segura. Esto tarda solo un momento…',
    failures: {
      ended: 'El inicio de sesión terminó antes de completarse.',
      expired: 'Este enlace para iniciar sesión ya venció o ya se usó.',
      unreachable: 'No pudimos comunicarnos con el servicio de inicio de sesión.',
      other: 'Algo salió mal al iniciar su sesión.',
    },
    stalls: {
      nothingToFinish: 'En esta página no hay ningún inicio de sesión por completar.',
      tooSlow: 'El inicio de sesión está tardando más de lo normal.',
    },
    tryAgain: 'Vuelva a iniciar sesión. Si sigue pasando, llame al {phone}.',
    signInAgain: 'Volver a iniciar sesión',
    home: 'Ir a la página principal',
  },
};
