import type { Locale } from '@/lib/site/i18n/locale';
import { REFERRAL_COPY } from './referralShare';

/**
 * The referral page's hydrated words (hero, link to share, caregiver note): they travel as page
 * props, one language a page (docs/site.md#messages). `{brand}`, `{code}`, `{phone}` are filled in.
 */
export interface ReferralText {
  hero: { eyebrow: string; title: string; lead: string; emailFriend: string };
  share: {
    heading: string;
    intro: string;
    codeApplied: string;
    codeTravels: string;
    getStarted: string;
    linkLabel: string;
    copy: string;
    copied: string;
    copyFailed: string;
    textFamily: string;
    signInLead: string;
    signIn: string;
  };
  caregiver: { heading: string; intro: string; emailEmployer: string; orCall: string };
}

export const REFERRAL_TEXT: Readonly<Record<Locale, ReferralText>> = {
  en: { hero: REFERRAL_COPY.hero, share: REFERRAL_COPY.share, caregiver: REFERRAL_COPY.caregiver },
  es: {
    hero: {
      eyebrow: 'Recomendaciones',
      title: 'Recomiende {brand} a una familia',
      lead: '¿Conoce a una familia que tenga una niñera, un cuidador(a) de personas mayores o una persona que limpia su casa? Ayúdela a pagar a su empleado(a) de forma legal, sin el papeleo.',
      emailFriend: 'Enviar un correo a una familia',
    },
    share: {
      heading: 'Su enlace para recomendarnos',
      intro:
        'Comparta este enlace con una familia. Cuando se inscriba por medio de él, su código de recomendación la acompaña, y así sabemos a quién agradecer.',
      codeApplied: 'Su código de recomendación {code} está aplicado:',
      codeTravels: 'su propia inscripción lo lleva, así le damos las gracias a quien le recomendó.',
      getStarted: 'Empezar',
      linkLabel: 'Enlace de recomendación para copiar',
      copy: 'Copiar el enlace',
      copied: 'Copiado',
      copyFailed: 'Seleccione el enlace y cópielo',
      textFamily: 'Enviar un mensaje de texto a una familia',
      signInLead: 'Inicie sesión para obtener su enlace personal de recomendación, con su código.',
      signIn: 'Iniciar sesión para obtener su enlace',
    },
    caregiver: {
      heading: 'Cuidadores: recomiéndenos a la familia para la que trabaja',
      intro:
        'Que le paguen de forma legal, con todo declarado, lo protege. Envíele a su familia una nota breve y nosotros nos encargamos del resto, sin que usted tenga que explicar las leyes de impuestos.',
      emailEmployer: 'Enviar un correo a mi familia',
      orCall: 'o pídale que llame al {phone}.',
    },
  },
};
