import { type Locale } from '@/lib/site/i18n/locale';

/** The share calculator's explainer: how a share is worked out, and the way to the single one. */
export interface ShareExplainerText {
  heading: string;
  paragraphs: readonly string[];
  /** "One family instead?" before the link, the link, and what follows it. */
  oneFamily: string;
  oneFamilyLink: string;
  oneFamilyAfter: string;
}

/**
 * The explainer's words per language (a static island: both stay on the server), in the
 * glossary's terms (docs/spanish-glossary.md: Anexo H, Formulario W-2, empleadores conjuntos).
 */
export const SHARE_EXPLAINER_TEXT: Readonly<Record<Locale, ShareExplainerText>> = {
  en: {
    heading: 'How a nanny share is worked out',
    paragraphs: [
      'Each family is a separate employer for taxes: each checks the $3,000 Social Security and Medicare threshold, the $1,000-a-quarter federal unemployment test and the state unemployment test on its own share of the wages, and each files its own Schedule H and gives the nanny its own W-2.',
      'For overtime the families are joint employers: the shared hours and every family’s solo hours count together in the week. The regular rate is the week’s straight-time pay divided by its hours, the average of the rates worked. The overtime premium is split in proportion to each family’s straight-time pay that week, or in proportion to each family’s hours if you choose.',
    ],
    oneFamily: 'One family instead?',
    oneFamilyLink: 'Use the nanny tax calculator',
    oneFamilyAfter: ', which also prints an offer sheet.',
  },
  es: {
    heading: 'Cómo se calcula una niñera compartida',
    paragraphs: [
      'Una niñera compartida cuida a los niños de dos o más familias juntos. Para los impuestos, cada familia es un empleador aparte: cada una aplica a su propia parte de los salarios el límite de $3,000 del Seguro Social y Medicare, la prueba de $1,000 por trimestre del impuesto federal para el desempleo (FUTA) y la prueba del seguro de desempleo estatal, y cada una presenta su propio Anexo H (Formulario 1040) y le entrega a la niñera su propio Formulario W-2, Comprobante de salarios y retención de impuestos.',
      'Para las horas extras, las familias son empleadores conjuntos: las horas compartidas y las horas de la niñera solo con los niños de cada familia se suman en la misma semana laboral. La tarifa regular de pago es el pago de la semana a tarifa normal dividido entre sus horas, el promedio de las tarifas trabajadas. El pago adicional por horas extras se reparte en proporción a lo que cada familia paga a tarifa normal esa semana o, si usted lo elige, en proporción a las horas de cada familia.',
    ],
    oneFamily: '¿Es una sola familia?',
    oneFamilyLink: 'Use la calculadora de impuestos por emplear a una niñera',
    oneFamilyAfter: ', que también imprime un resumen de la oferta de trabajo.',
  },
};
