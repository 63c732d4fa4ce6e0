import type { SpanishPageKey } from '@/lib/site/i18n/spanishPages';

/** A translated page's title (without the brand suffix), description and keywords. */
export interface TranslatedHead {
  title: string;
  description: string;
  keywords: readonly string[];
}

/**
 * The head of each Spanish page (docs/site.md#languages), in the words of
 * docs/spanish-glossary.md; `{brand}` stands for the configured brand name. Server-side only, like
 * the English descriptions.
 */
export const SPANISH_PAGE_HEAD: Readonly<Record<SpanishPageKey, TranslatedHead>> = {
  caregivers: {
    title: 'Para cuidadoras y cuidadores: cobre de manera legal',
    description:
      'Por qué le conviene a la niñera o al cuidador que la familia le pague de manera legal: créditos del Seguro Social, seguro de desempleo e incapacidad, y comprobantes de ingresos para un alquiler o un préstamo.',
    keywords: [
      'niñera con pago legal',
      'talones de pago para cuidadoras',
      'beneficios para cuidadoras',
      'pago legal de niñera',
    ],
  },
  notFound: {
    title: 'Página no encontrada',
    description:
      'No encontramos la página que busca. Es posible que se haya movido o que ya no exista.',
    keywords: ['{brand}'],
  },
  sampleNannyContract: {
    title: 'Modelo de contrato de niñera gratis',
    description:
      'Descargue gratis un modelo de contrato de trabajo para niñera o niñero en español: pago, horario, horas extras, tiempo libre y tareas, y qué acordar antes del primer día.',
    keywords: [
      'modelo de contrato de niñera',
      'contrato de trabajo de niñera',
      'contrato de niñera en español',
    ],
  },
  sampleSeniorCareContract: {
    title: 'Modelo de contrato de cuidado de personas mayores gratis',
    description:
      'Descargue gratis un modelo de contrato en español para la cuidadora o el cuidador de personas mayores en casa: pago, horario, tareas de cuidado y tiempo libre.',
    keywords: [
      'contrato de cuidador de personas mayores',
      'contrato de cuidado en casa',
      'modelo de contrato de cuidadora',
    ],
  },
};
