import type { Locale } from '@/lib/site/i18n/locale';
import type { PartnerCodeProblem } from '@/lib/site/enrollment/partnerCode';
import { HERO_ART } from './illustrations';

/** The enroll form's words: its field, its button and what it says about a wrong code. */
export interface PartnerEnrollFormText {
  codeLabel: string;
  codeHint: string;
  submit: string;
  problems: Readonly<Record<PartnerCodeProblem, string>>;
}

/**
 * The pro portal's hydrated words (hero, enroll section and form): they travel as page props, one
 * language a page (docs/site.md#messages). `{brand}` is filled in with the configured brand.
 */
export interface ProPortalText {
  hero: { eyebrow: string; title: string; lead: string; becomePartner: string; artAlt: string };
  enroll: { heading: string; intro: string; form: PartnerEnrollFormText };
}

/*
 * The Spanish speaks to tax professionals with usted and names them as the IRS's Spanish pages do
 * (docs/spanish-glossary.md#partners-and-tax-professionals): "contador público autorizado (CPA)",
 * "agente registrado", "socio" for a partner of the program.
 */
export const PRO_PORTAL_TEXT: Readonly<Record<Locale, ProPortalText>> = {
  en: {
    hero: {
      eyebrow: 'For professionals',
      title: 'Household payroll your clients never have to think about',
      lead: 'CPAs, financial advisors and agencies partner with {brand} to take nanny taxes and household payroll off their clients’ plates, and their own.',
      becomePartner: 'Become a partner',
      artAlt: HERO_ART.proPortal.alt,
    },
    enroll: {
      heading: 'Enroll a client',
      intro:
        'Already a partner? Enter your partner code to start a client’s enrollment. Your clients skip the hiring questions and are linked to you.',
      form: {
        codeLabel: 'Partner code',
        codeHint: 'Printed on your partner welcome kit.',
        submit: 'Enroll a client',
        problems: {
          empty: 'Enter your partner code.',
          malformed: 'A partner code has 2 to 32 letters, digits or dashes, like CPA-1234.',
        },
      },
    },
  },
  es: {
    hero: {
      eyebrow: 'Para profesionales',
      title: 'Una nómina del hogar de la que sus clientes nunca tienen que ocuparse',
      lead: 'Contadores públicos autorizados (CPA, por sus siglas en inglés), agentes registrados, asesores financieros y agencias se asocian con {brand} para liberar a sus clientes, y a sí mismos, de los impuestos por emplear a una niñera y de la nómina del hogar.',
      becomePartner: 'Asociarse con nosotros',
      artAlt:
        'Una computadora portátil con tres hogares clientes, cada nómina marcada como pagada a tiempo, junto a un formulario de fin de año presentado y un maletín',
    },
    enroll: {
      heading: 'Inscribir a un cliente',
      intro:
        '¿Ya es socio? Escriba su código de socio para empezar la inscripción de un cliente. Sus clientes no tienen que responder las preguntas sobre la contratación y quedan vinculados a usted.',
      form: {
        codeLabel: 'Código de socio',
        codeHint: 'Aparece en el paquete de bienvenida que recibió como socio.',
        submit: 'Inscribir a un cliente',
        problems: {
          empty: 'Escriba su código de socio.',
          malformed:
            'Un código de socio tiene de 2 a 32 letras, números o guiones, por ejemplo CPA-1234.',
        },
      },
    },
  },
};
