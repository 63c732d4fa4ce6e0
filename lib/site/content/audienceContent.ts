import type { Locale } from '@/lib/site/i18n/locale';
import type { Blurb } from './homeContent';
import { HOME_SECTIONS_TEXT, PARTNER_TYPES } from './homeSectionsContent';
import { REFERRAL_COPY } from './referralShare';

/** Senior care page: what families hiring an in-home caregiver need to know. */
export const SENIOR_CARE_POINTS: readonly Blurb[] = [
  {
    id: 'household-employer',
    title: 'You are probably a household employer',
    body: 'When you hire a caregiver directly, not through an agency, and decide their hours and duties, the IRS treats the caregiver as your employee.',
  },
  {
    id: 'who-pays',
    title: 'Family members can share the role',
    body: 'The person receiving care, or an adult child paying for it, can be the employer. We help you decide who should be, and set payroll up in that name.',
  },
  {
    id: 'tax-breaks',
    title: 'Tax breaks that offset the cost',
    body: 'Care for a dependent parent can qualify for the dependent care credit, a dependent care FSA and medical expense deductions.',
  },
];

/** Professional portal: what partners get. */
export const PARTNER_BENEFITS: readonly Blurb[] = [
  {
    id: 'referral-code',
    title: 'Your own partner code',
    body: 'Clients who enroll with your code are linked to you, so you can follow their setup and receive their year-end forms.',
  },
  {
    id: 'specialist',
    title: 'A partner specialist',
    body: 'One contact for all your clients’ household payroll questions, from first hire to last paycheck.',
  },
  {
    id: 'resources',
    title: 'Client-ready resources',
    body: 'The free nanny tax calculator, sample contracts and guides you can share with your clients.',
  },
];

/** Referral page: how referring a family works. */
export const REFERRAL_STEPS: readonly string[] = [
  'Tell a family that employs a nanny, senior caregiver or other household employee about us.',
  'They call for a free consultation or enroll online and mention your name.',
  'Once they run their first payroll, we thank you, and they start their year stress-free.',
];

/**
 * The senior care page's hero words (hydrated: they travel as page props, one language a page).
 */
export interface SeniorCareText {
  hero: { eyebrow: string; title: string; lead: string; contractAction: string };
  /** Said after a link's words where the link leads to a page only in English. */
  inEnglish: string;
}

export const SENIOR_CARE_TEXT: Readonly<Record<Locale, SeniorCareText>> = {
  en: {
    hero: {
      eyebrow: 'Senior care',
      title: 'Payroll and taxes for your parent’s caregiver',
      lead: 'Families who hire a caregiver directly become household employers. We take on the payroll, tax filings and paperwork, so you can focus on the person you love.',
      contractAction: 'Get the sample contract',
    },
    inEnglish: '',
  },
  es: {
    hero: {
      eyebrow: 'Cuidado de personas mayores',
      title: 'La nómina y los impuestos de la persona que cuida a su padre o a su madre',
      lead: 'Las familias que contratan directamente a una cuidadora o a un cuidador se convierten en empleadores domésticos. Nosotros nos encargamos de la nómina, las declaraciones de impuestos y el papeleo, para que usted se dedique a su ser querido.',
      contractAction: 'Obtener el contrato de muestra',
    },
    inEnglish: ' (en inglés)',
  },
};

/** The senior care page's sections (a static island: rendered on the server only). */
export interface SeniorCareSectionsText {
  knowHeading: string;
  points: readonly Blurb[];
  servicesHeading: string;
  trustees: string;
  band: { heading: string; body: string };
}

export const SENIOR_CARE_SECTIONS_TEXT: Readonly<Record<Locale, SeniorCareSectionsText>> = {
  en: {
    knowHeading: 'What families hiring a caregiver should know',
    points: SENIOR_CARE_POINTS,
    servicesHeading: 'What we do for you',
    trustees:
      'We also work with power-of-attorney holders and trustees who manage care on someone’s behalf.',
    band: {
      heading: 'Talk to a senior care payroll expert',
      body: 'Get answers about your taxes, your state’s rules and what it costs, in a free, no-obligation consultation.',
    },
  },
  es: {
    knowHeading: 'Lo que debe saber la familia que contrata a un cuidador(a)',
    points: [
      {
        id: 'household-employer',
        title: 'Es probable que usted sea un empleador doméstico',
        body: 'Cuando contrata directamente a una cuidadora o a un cuidador, no por medio de una agencia, y decide su horario y sus tareas, el Servicio de Impuestos Internos (IRS, por sus siglas en inglés) lo considera su empleado(a).',
      },
      {
        id: 'who-pays',
        title: 'Los familiares pueden compartir ese papel',
        body: 'El empleador puede ser la persona que recibe el cuidado o un hijo adulto que lo paga. Le ayudamos a decidir quién debe serlo y preparamos la nómina a ese nombre.',
      },
      {
        id: 'tax-breaks',
        title: 'Beneficios tributarios que compensan el costo',
        body: 'El cuidado de un padre o una madre que depende de usted puede darle derecho al crédito por gastos del cuidado de menores y dependientes, a una cuenta de gastos flexibles para el cuidado de dependientes (FSA, por sus siglas en inglés) y a deducciones por gastos médicos.',
      },
    ],
    servicesHeading: 'Lo que hacemos por usted',
    trustees:
      'También trabajamos con apoderados y fideicomisarios que administran el cuidado en nombre de otra persona.',
    band: {
      heading: 'Hable con un experto en nómina para el cuidado de personas mayores',
      body: 'Obtenga respuestas sobre sus impuestos, las reglas de su estado y lo que cuesta, en una consulta gratuita y sin compromiso.',
    },
  },
};

/** The referral page's sections (a static island: rendered on the server only). */
export interface ReferralSectionsText {
  howHeading: string;
  steps: readonly string[];
  consultation: { heading: string; body: string };
}

export const REFERRAL_SECTIONS_TEXT: Readonly<Record<Locale, ReferralSectionsText>> = {
  en: {
    howHeading: REFERRAL_COPY.how.heading,
    steps: REFERRAL_STEPS,
    consultation: REFERRAL_COPY.consultation,
  },
  es: {
    howHeading: 'Cómo funciona recomendarnos',
    steps: [
      'Hable de nosotros a una familia que emplee a una niñera, a un cuidador(a) de personas mayores o a otro empleado(a) doméstico.',
      'La familia llama para una consulta gratuita o se inscribe en línea y menciona su nombre.',
      'Cuando paguen su primera nómina, le damos las gracias, y la familia empieza su año sin preocupaciones.',
    ],
    consultation: {
      heading: '¿Prefiere presentarnos por teléfono?',
      body: 'Llámenos con el permiso de la familia y nos pondremos en contacto con ella para ofrecerle una consulta gratuita.',
    },
  },
};

/** The pro portal's sections below its enroll form (a static island: rendered on the server only). */
export interface ProPortalSectionsText {
  benefitsHeading: string;
  benefits: readonly Blurb[];
  whoHeading: string;
  types: readonly Blurb[];
  /** `{phone}` is the support phone. */
  questions: string;
  band: { heading: string; body: string };
}

export const PRO_PORTAL_SECTIONS_TEXT: Readonly<Record<Locale, ProPortalSectionsText>> = {
  en: {
    benefitsHeading: 'Why partners work with us',
    benefits: PARTNER_BENEFITS,
    whoHeading: 'Who we work with',
    types: PARTNER_TYPES,
    questions: 'Questions about the partner program? Call {phone}.',
    band: {
      heading: 'Talk to our partner team',
      body: 'Get answers about your taxes, your state’s rules and what it costs, in a free, no-obligation consultation.',
    },
  },
  es: {
    benefitsHeading: 'Por qué nuestros socios trabajan con nosotros',
    benefits: [
      {
        id: 'referral-code',
        title: 'Su propio código de socio',
        body: 'Los clientes que se inscriben con su código quedan vinculados a usted: puede seguir cómo avanza su registro como empleador y recibir sus formularios de fin de año.',
      },
      {
        id: 'specialist',
        title: 'Un especialista para socios',
        body: 'Un solo contacto para todas las preguntas de sus clientes sobre la nómina del hogar, desde la primera contratación hasta el último pago.',
      },
      {
        id: 'resources',
        title: 'Recursos listos para sus clientes',
        body: 'La calculadora gratuita de impuestos por emplear a una niñera, los modelos de contrato y las guías que puede compartir con sus clientes.',
      },
    ],
    whoHeading: 'Con quién trabajamos',
    // The same three kinds of partner as the main page names, in the same words.
    types: HOME_SECTIONS_TEXT.es.partners.types,
    questions: '¿Tiene preguntas sobre el programa de socios? Llame al {phone}.',
    band: {
      heading: 'Hable con nuestro equipo de socios',
      body: 'Obtenga respuestas sobre sus impuestos, las reglas de su estado y lo que cuesta, en una consulta gratuita y sin compromiso.',
    },
  },
};
