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
  privacyPolicy: {
    title: 'Política de privacidad',
    description:
      'Lo que recopila el sitio web de {brand} y para qué, quién lo recibe y sus derechos: analítica con su consentimiento, informes de errores, cookies de inicio de sesión y lo que escribe en las calculadoras.',
    keywords: [
      'política de privacidad de {brand}',
      'aviso de privacidad',
      'sus derechos de privacidad',
    ],
  },
  accessibility: {
    title: 'Declaración de accesibilidad',
    description:
      'Cómo {brand} hace que su sitio web se pueda usar sin barreras: nuestro estándar WCAG 2.2 AA, cómo lo comprobamos, los problemas conocidos y cómo avisarnos de un problema.',
    keywords: ['accesibilidad de {brand}', 'declaración de accesibilidad', 'WCAG 2.2'],
  },
  privacyChoices: {
    title: 'Sus opciones de privacidad',
    description:
      'Lo que {brand} recopila en este sitio y para qué. Pida que no se venda ni se comparta su información o desactive la analítica; respetamos la señal Global Privacy Control.',
    keywords: [
      'opciones de privacidad de {brand}',
      'no vender ni compartir mi información personal',
      'Global Privacy Control',
    ],
  },
  downtime: {
    title: 'Mantenimiento',
    description:
      '{brand} no está disponible por un momento por un mantenimiento programado. Llámenos si necesita ayuda mientras tanto.',
    keywords: ['mantenimiento de {brand}'],
  },
  home: {
    title: 'Nómina de niñeras e impuestos de empleados domésticos, sin complicaciones',
    description:
      '{brand} se encarga de la nómina de su niñera o de su cuidador(a) de personas mayores, de las declaraciones de impuestos y de los formularios de fin de año, para que su familia cumpla con la ley sin papeleo. Consulta gratuita.',
    keywords: [
      'nómina de niñera',
      'impuestos por emplear a una niñera',
      'impuestos de empleados domésticos',
      'servicio de nómina del hogar',
    ],
  },
  productAndPricing: {
    title: 'Servicios y precios de la nómina del hogar',
    description:
      'Lo que incluye el servicio de nómina del hogar de {brand}: registro como empleador, nómina con depósito directo, todas las declaraciones de impuestos y los formularios de fin de año por $100. Sin cargo de inscripción ni contrato.',
    keywords: [
      'precio de nómina de niñera',
      'servicio de nómina del hogar',
      'costo de impuestos por emplear a una niñera',
    ],
  },
  seniorCare: {
    title: 'Nómina e impuestos para la cuidadora de su padre o de su madre',
    description:
      '¿Contrató a una cuidadora o a un cuidador para su padre, su madre o un ser querido? {brand} se encarga de la nómina y de los impuestos de empleados domésticos de su familia.',
    keywords: [
      'nómina de cuidadora de personas mayores',
      'impuestos por emplear a un cuidador',
      'cuidador de personas mayores empleado doméstico',
    ],
  },
  nannyTaxCalculator: {
    title: 'Calculadora de impuestos por emplear a una niñera',
    description:
      'Calcule cuánto debe en impuestos por emplear a una niñera y cuánto recibe su niñera. Calculadora gratuita para los 50 estados y Washington D.C.',
    keywords: [
      'calculadora de impuestos de niñera',
      'impuestos por emplear a una niñera',
      'calculadora de nómina de niñera',
    ],
  },
  nannyOfferSheet: {
    title: 'Resumen de la oferta de trabajo para niñera',
    description:
      'Una oferta de trabajo para niñera lista para imprimir: tarifa por hora y de horas extras, horario, frecuencia de pago, retenciones, tiempo libre pagado, permiso por enfermedad y su costo total, con líneas para firmar.',
    keywords: [
      'oferta de trabajo para niñera',
      'carta de oferta de trabajo para niñera',
      'tarifa de pago de niñera',
    ],
  },
  authCallback: {
    title: 'Iniciando su sesión',
    description:
      'Estamos completando su inicio de sesión en {brand}. En un momento volverá a la página donde empezó.',
    keywords: ['iniciar sesión en {brand}'],
  },
  howWeCalculate: {
    title: 'Cómo calculamos',
    description:
      'Cómo funciona la calculadora de impuestos por emplear a una niñera de {brand}: de dónde sale cada tasa, qué cifras estatales son estimadas y cada cambio con el día en que entra en vigor.',
    keywords: [
      'metodología de la calculadora de impuestos por emplear a una niñera',
      'tasas de impuestos del hogar por estado',
      'cambios en las tasas de impuestos',
    ],
  },
  proPortal: {
    title: 'Para profesionales: contadores públicos, asesores y agencias',
    description:
      'Contadores públicos autorizados (CPA), agentes registrados, asesores y agencias: asóciese con {brand} para que la nómina del hogar y los impuestos por emplear a una niñera dejen de ser una preocupación para usted y para sus clientes.',
    keywords: [
      'socio de {brand}',
      'nómina del hogar para contadores públicos',
      'programa de socios para impuestos por emplear a una niñera',
    ],
  },
  referral: {
    title: 'Recomiende {brand} a una familia',
    description:
      '¿Conoce a una familia que emplea a una niñera o a un cuidador(a) de personas mayores? Recomiéndele {brand} para la nómina y los impuestos de su hogar, sin complicaciones.',
    keywords: ['recomendar {brand}', 'recomendar a una familia', 'enlace de recomendación'],
  },
  nannyShareCalculator: {
    title: 'Calculadora para niñera compartida',
    description:
      'Dos o tres familias que comparten una niñera: calcule cuánto paga cada familia, quién paga las horas extras, los impuestos de cada familia como empleador y cuánto recibe la niñera.',
    keywords: [
      'calculadora para niñera compartida',
      'niñera compartida impuestos',
      'horas extras de niñera compartida',
    ],
  },
};
