import type { Locale } from '@/lib/site/i18n/locale';
import type { Blurb } from './homeContent';
import { INCLUDED_FEATURES, PRICING_TIERS, type PricingTier } from './pricingContent';

/**
 * The product and pricing page's words the browser renders (hero, closing band): the server puts
 * one language's into the page props, so a page ships only its own.
 */
export interface ProductAndPricingText {
  hero: { eyebrow: string; title: string; lead: string };
  band: { heading: string; body: string };
}

export const PRODUCT_AND_PRICING_TEXT: Readonly<Record<Locale, ProductAndPricingText>> = {
  en: {
    hero: {
      eyebrow: 'Product and pricing',
      title: 'Household payroll features and pricing',
      lead: 'One service covers everything a household employer must do, from the first tax ID to the last W-2, with a specialist who knows your state.',
    },
    band: {
      heading: 'Talk to a household payroll expert',
      body: 'Get answers about your taxes, your state’s rules and what it costs, in a free, no-obligation consultation.',
    },
  },
  es: {
    hero: {
      eyebrow: 'Servicios y precios',
      title: 'Servicios y precios de la nómina del hogar',
      lead: 'Un solo servicio cubre todo lo que debe hacer un empleador doméstico, desde el primer número de identificación tributaria hasta el último Formulario W-2, con un especialista que conoce las reglas de su estado.',
    },
    band: {
      heading: 'Hable con un experto en nómina del hogar',
      body: 'Obtenga respuestas sobre sus impuestos, las reglas de su estado y lo que cuesta, en una consulta gratuita y sin compromiso.',
    },
  },
};

/** The pricing page's sections in one language (a static island: rendered on the server only). */
export interface PricingSectionsText {
  /** What every plan includes. */
  included: readonly Blurb[];
  /** The three-tier test's tiers, in the same order and with the same ids as the English ones. */
  tiers: readonly PricingTier[];
  mostPopular: string;
  /** The call button's words before the phone number. */
  quote: string;
}

export const PRICING_SECTIONS_TEXT: Readonly<Record<Locale, PricingSectionsText>> = {
  en: {
    included: INCLUDED_FEATURES,
    tiers: PRICING_TIERS,
    mostPopular: 'Most popular',
    quote: 'Get your quote:',
  },
  es: {
    included: [
      {
        id: 'setup',
        title: 'Registro como empleador doméstico',
        body: 'Número de identificación del empleador (EIN) federal, cuentas estatales de retención y de seguro de desempleo, y reporte de nuevos empleados.',
      },
      {
        id: 'payroll',
        title: 'Nómina cada día de pago',
        body: 'Cálculo de impuestos, depósito directo y talones de pago con el calendario que usted elija.',
      },
      {
        id: 'filings',
        title: 'Todas las declaraciones y pagos de impuestos',
        body: 'Declaraciones trimestrales y anuales, federales y estatales, presentadas y pagadas a tiempo, con garantía.',
      },
      {
        id: 'year-end',
        title: 'Formularios de fin de año',
        body: 'El Formulario W-2 para su empleado(a), el Formulario W-3 para la Administración del Seguro Social y el Anexo H para su declaración.',
      },
      {
        id: 'support',
        title: 'Un especialista dedicado a usted',
        body: 'Un experto que conoce su hogar, por teléfono y por correo electrónico, mientras usted tenga personal empleado.',
      },
      {
        id: 'guarantee',
        title: 'Garantía de exactitud',
        body: 'Si una declaración que preparamos causa una multa, lo resolvemos con la agencia y la pagamos nosotros.',
      },
    ],
    tiers: [
      {
        id: 'essentials',
        name: 'Básico',
        summary: 'Declaraciones de fin de año para familias que llevan la nómina por su cuenta.',
        features: [
          'Preparación del Anexo H y de los Formularios W-2 y W-3',
          'Declaraciones estatales anuales',
          'Ayuda por correo electrónico',
        ],
        recommended: false,
      },
      {
        id: 'complete',
        name: 'Completo',
        summary:
          'Nómina con servicio completo y todas las declaraciones de impuestos, todo el año.',
        features: [
          'Todo lo del plan Básico',
          'Nómina con depósito directo cada día de pago',
          'Declaraciones y pagos trimestrales federales y estatales',
          'Un especialista en nómina dedicado a usted',
        ],
        recommended: true,
      },
      {
        id: 'premier',
        name: 'Superior',
        summary: 'El plan Completo, más ayuda con los beneficios y las cartas de las agencias.',
        features: [
          'Todo lo del plan Completo',
          'Administración de permisos pagados y beneficios',
          'Revisión del acuerdo de trabajo',
          'Apoyo con avisos de agencias y auditorías',
        ],
        recommended: false,
      },
    ],
    mostPopular: 'El más elegido',
    quote: 'Pida su cotización:',
  },
};
