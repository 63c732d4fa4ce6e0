import type { Locale } from '@/lib/site/i18n/locale';
import type { Blurb } from './homeContent';
import { HERO_ART } from './illustrations';
import { CAREGIVER_REVIEWS, CAREGIVER_REVIEWS_ES, type Review } from './reviews';

/**
 * The caregivers page's words the browser renders (hero, reviews, closing band): the server puts
 * one language's into the page props, so a page ships only its own.
 */
export interface CaregiversText {
  hero: { eyebrow: string; title: string; lead: string; referAction: string; artAlt: string };
  reviewsHeading: string;
  reviews: readonly Review[];
  band: { heading: string; body: string };
}

/** The caregivers page's sections, rendered on the server only (a static island). */
export interface CaregiverSectionsText {
  benefitsHeading: string;
  /** Why being paid on the books matters to a caregiver. */
  benefits: readonly Blurb[];
  talkHeading: string;
  talkIntro: string;
  /** Steps for a caregiver whose family does not yet pay on the books. */
  talkSteps: readonly string[];
  /** "Families can see their costs in a minute with the", the link, and the sentence's end. */
  calculator: { before: string; link: string; after: string };
}

export const CAREGIVERS_TEXT: Readonly<Record<Locale, CaregiversText>> = {
  en: {
    hero: {
      eyebrow: 'For nannies and caregivers',
      title: 'Get paid on the books, and get the protections you earn',
      lead: 'When the family you work for pays you legally, you build Social Security, qualify for unemployment and disability benefits, and have the pay stubs you need for a lease or a loan.',
      referAction: 'Refer your family',
      artAlt: HERO_ART.caregivers.alt,
    },
    reviewsHeading: 'Caregivers on getting paid legally',
    reviews: CAREGIVER_REVIEWS,
    band: {
      heading: 'Questions about your pay or taxes?',
      body: 'Caregivers can call us too. We’ll explain what your family needs to do and what it means for you.',
    },
  },
  es: {
    hero: {
      eyebrow: 'Para niñeras, niñeros y cuidadores',
      title: 'Cobre de manera legal y reciba las protecciones que se gana',
      lead: 'Cuando la familia para la que trabaja le paga de manera legal, usted acumula créditos del Seguro Social, puede recibir beneficios de desempleo y de incapacidad, y tiene los talones de pago que necesita para alquilar una vivienda o pedir un préstamo.',
      referAction: 'Recomiéndenos a su familia',
      artAlt:
        'Un talón de pago marcado como pagado en un teléfono, junto a un escudo del Seguro Social y una tarjeta de beneficios',
    },
    reviewsHeading: 'Lo que dicen las cuidadoras que cobran de manera legal',
    reviews: CAREGIVER_REVIEWS_ES,
    band: {
      heading: '¿Tiene preguntas sobre su pago o sus impuestos?',
      body: 'Las cuidadoras y los cuidadores también pueden llamarnos. Le explicamos lo que su familia tiene que hacer y lo que eso significa para usted.',
    },
  },
};

export const CAREGIVER_SECTIONS_TEXT: Readonly<Record<Locale, CaregiverSectionsText>> = {
  en: {
    benefitsHeading: 'What being on the books gives you',
    benefits: [
      {
        id: 'social-security',
        title: 'Social Security and Medicare credits',
        body: 'Reported wages earn the work credits that decide your retirement, disability and Medicare benefits later in life.',
      },
      {
        id: 'unemployment',
        title: 'Unemployment insurance',
        body: 'If the job ends through no fault of your own, you can claim unemployment benefits while you look for the next family.',
      },
      {
        id: 'proof-of-income',
        title: 'Proof of income',
        body: 'Pay stubs and a W-2 help you rent an apartment, get a loan or a mortgage, and apply for health coverage.',
      },
      {
        id: 'protections',
        title: 'Workplace protections',
        body: 'Minimum wage, overtime, paid sick leave and, in many states, disability and paid family leave coverage.',
      },
      {
        id: 'tax-credits',
        title: 'Tax credits you can claim',
        body: 'Filing with a W-2 can qualify you for the Earned Income Tax Credit and other refunds.',
      },
      {
        id: 'peace-of-mind',
        title: 'Peace of mind',
        body: 'No surprises at tax time: your taxes are withheld and reported correctly all year.',
      },
    ],
    talkHeading: 'How to talk to your family about it',
    talkIntro:
      'Many families simply don’t know the rules. We make it easy for them, and most find it costs less than they feared once tax breaks are counted.',
    talkSteps: [
      'Share this page with the family you work for.',
      'Ask them to call us for a free consultation; we explain their part in ten minutes.',
      'We set up payroll and you start receiving pay stubs by direct deposit.',
    ],
    calculator: {
      before: 'Families can see their costs in a minute with the',
      link: 'free nanny tax calculator',
      after: '.',
    },
  },
  es: {
    benefitsHeading: 'Lo que le da cobrar de manera legal',
    benefits: [
      {
        id: 'social-security',
        title: 'Créditos del Seguro Social y de Medicare',
        body: 'El salario declarado le da los créditos de trabajo que deciden sus beneficios de jubilación, de incapacidad y de Medicare en el futuro.',
      },
      {
        id: 'unemployment',
        title: 'Seguro de desempleo',
        body: 'Si el trabajo termina sin que sea su culpa, puede pedir beneficios de desempleo mientras busca otra familia.',
      },
      {
        id: 'proof-of-income',
        title: 'Comprobante de ingresos',
        body: 'Los talones de pago y el Formulario W-2 le ayudan a alquilar un apartamento, conseguir un préstamo o una hipoteca, y solicitar seguro médico.',
      },
      {
        id: 'protections',
        title: 'Protecciones en el trabajo',
        body: 'Salario mínimo, horas extras, permiso por enfermedad pagado y, en muchos estados, seguro de incapacidad y permiso familiar pagado.',
      },
      {
        id: 'tax-credits',
        title: 'Créditos tributarios que puede reclamar',
        body: 'Declarar impuestos con un Formulario W-2 puede darle derecho al crédito tributario por ingreso del trabajo (EITC) y a otros reembolsos.',
      },
      {
        id: 'peace-of-mind',
        title: 'Tranquilidad',
        body: 'Sin sorpresas en la temporada de impuestos: sus impuestos se retienen y se declaran correctamente todo el año.',
      },
    ],
    talkHeading: 'Cómo hablar de esto con su familia',
    talkIntro:
      'Muchas familias simplemente no conocen las reglas. Nosotros se lo facilitamos, y la mayoría descubre que cuesta menos de lo que temía una vez que se cuentan los beneficios tributarios.',
    talkSteps: [
      'Comparta esta página con la familia para la que trabaja.',
      'Pídale que nos llame para una consulta gratuita; le explicamos lo que le toca hacer en diez minutos.',
      'Nosotros preparamos la nómina y usted empieza a recibir sus talones de pago con depósito directo.',
    ],
    calculator: {
      before: 'Las familias pueden ver lo que les cuesta en un minuto con la',
      link: 'calculadora gratuita de impuestos por emplear a una niñera',
      after: '.',
    },
  },
};
