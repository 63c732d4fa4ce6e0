import type { Locale } from '@/lib/site/i18n/locale';
import { REFERRAL_COPY, type ReferralNotes } from './referralShare';

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
  /** The e-mails' and text message's notes (lib/site/content/referralShare.ts). */
  notes: ReferralNotes;
}

/**
 * The caregiver's note to her employer from the Spanish page: Spanish first, so she can read what
 * she sends, then the English note with the English page's link, because the family she works for
 * may read only English (docs/site.md#member-referral-links).
 */
const EMPLOYER_BODY_ES = [
  'Hola:',
  'Me gustaría que me pagaran de forma legal, con todo declarado. {brand} se encarga de la nómina y los impuestos de familias empleadoras como la suya, y la primera consulta es gratis:\n{url}',
  '¡Gracias!',
  '— In English —',
  REFERRAL_COPY.notes.employerBody.replaceAll('{url}', '{englishUrl}'),
].join('\n\n');

export const REFERRAL_TEXT: Readonly<Record<Locale, ReferralText>> = {
  en: {
    hero: REFERRAL_COPY.hero,
    share: REFERRAL_COPY.share,
    caregiver: REFERRAL_COPY.caregiver,
    notes: REFERRAL_COPY.notes,
  },
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
    notes: {
      friendSubject: '{brand} facilita los impuestos por emplear a una niñera',
      friendBody:
        'Hola:\n\nUsamos {brand} para la nómina y los impuestos de nuestra niñera, y nos ahorra horas. Le recomiendo que lo vea; la consulta es gratis:\n{url}',
      employerSubject: 'Pagarme de forma legal con {brand} / Paying me on the books with {brand}',
      employerBody: EMPLOYER_BODY_ES,
      sms: 'Usamos {brand} para la nómina y los impuestos de nuestra niñera. Le recomiendo que lo vea; la consulta es gratis: {url}',
    },
  },
};
