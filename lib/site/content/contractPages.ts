import type { Locale } from '@/lib/site/i18n/locale';
import type { Blurb } from './homeContent';
import { NANNY_CONTRACT, SENIOR_CARE_CONTRACT, type ContractDocument } from './contracts';
import { NANNY_CONTRACT_ES, SENIOR_CARE_CONTRACT_ES } from './spanishContracts';

/** The two sample contracts, each a page of its own in each language. */
export type ContractKey = 'nanny' | 'seniorCare';

/** Copy of one sample-contract page: its hero, the tips before the agreement, and the agreement. */
export interface ContractPageCopy {
  eyebrow: string;
  title: string;
  lead: string;
  documentTitle: string;
  /** Points to agree on, shown before the agreement. */
  tips: readonly Blurb[];
  contract: ContractDocument;
}

/** Copy both sample-contract pages share. */
export interface ContractSharedCopy {
  download: string;
  tipsHeading: string;
  agreement: { heading: string; intro: string };
  consultation: { heading: string; body: string };
}

/**
 * The words of a sample-contract page's hero, the part the browser renders: the server puts one
 * language's into the page props (docs/site.md#messages).
 */
export interface ContractHeroText {
  eyebrow: string;
  title: string;
  lead: string;
  download: string;
  pdfUrl: string;
  pdfFileName: string;
}

export const CONTRACT_PAGE_SHARED: Readonly<Record<Locale, ContractSharedCopy>> = {
  en: {
    download: 'Download the free PDF',
    tipsHeading: 'What to agree on before the first day',
    agreement: {
      heading: 'The sample agreement',
      intro:
        'Fill in the blanks together, adjust anything that doesn’t fit your household, and keep a signed copy each.',
    },
    consultation: {
      heading: 'Not sure what your state requires?',
      body: 'Overtime, paid sick leave and minimum wage rules differ by state and city. A specialist can check your agreement for free.',
    },
  },
  es: {
    download: 'Descargar el PDF gratis',
    tipsHeading: 'Qué acordar antes del primer día',
    agreement: {
      heading: 'El modelo de contrato',
      intro:
        'Llenen juntos los espacios en blanco, cambien lo que no se ajuste a su hogar y guarden cada uno una copia firmada.',
    },
    consultation: {
      heading: '¿No sabe qué exige su estado?',
      body: 'Las reglas de horas extras, permiso por enfermedad pagado y salario mínimo cambian según el estado y la ciudad. Un especialista puede revisar su contrato gratis.',
    },
  },
};

const NANNY_CONTRACT_PAGE: ContractPageCopy = {
  eyebrow: 'Free resource',
  title: 'Free sample nanny contract',
  lead: 'A written work agreement prevents most disagreements between families and nannies. Start from ours: it covers pay, hours, overtime, time off, duties and how to end the job.',
  documentTitle: 'Nanny Work Agreement',
  contract: NANNY_CONTRACT,
  tips: [
    {
      id: 'pay',
      title: 'Pay in gross, hourly terms',
      body: 'Agree on a gross hourly rate, not a net weekly amount, so taxes and overtime are clear from day one.',
    },
    {
      id: 'hours',
      title: 'Guaranteed hours',
      body: 'Nannies count on steady income. Decide what happens when you travel or cancel a day.',
    },
    {
      id: 'after-hiring',
      title: 'Rules to revisit after hiring',
      body: 'Review the agreement after the trial period and each year: raises, new duties as children grow, and changes to state law.',
    },
  ],
};

const SENIOR_CARE_CONTRACT_PAGE: ContractPageCopy = {
  eyebrow: 'Free resource',
  title: 'Free sample senior caregiver contract',
  lead: 'Hiring an in-home caregiver for a parent or loved one? Put duties, schedule, pay and time off in writing with our sample adult and senior care agreement.',
  documentTitle: 'Adult and Senior Care Work Agreement',
  contract: SENIOR_CARE_CONTRACT,
  tips: [
    {
      id: 'employer',
      title: 'Decide who the employer is',
      body: 'The person receiving care or a family member paying for it can be the employer. Name one, and use their details for payroll.',
    },
    {
      id: 'overnights',
      title: 'Plan for overnight shifts',
      body: 'Agree in advance how sleep time, breaks and interrupted nights are paid; state rules differ.',
    },
    {
      id: 'care-plan',
      title: 'Write down the care plan',
      body: 'List daily tasks, medication reminders and emergency contacts so any family member can step in.',
    },
  ],
};

const NANNY_CONTRACT_PAGE_ES: ContractPageCopy = {
  eyebrow: 'Recurso gratuito',
  title: 'Modelo de contrato de niñera, gratis',
  lead: 'Un contrato de trabajo por escrito evita la mayoría de los desacuerdos entre las familias y las niñeras o los niñeros. Empiece con el nuestro: incluye el pago, el horario, las horas extras, el tiempo libre, las tareas y cómo terminar el empleo.',
  documentTitle: 'Contrato de trabajo de niñera o niñero',
  contract: NANNY_CONTRACT_ES,
  tips: [
    {
      id: 'pay',
      title: 'Acuerden el pago en salario bruto por hora',
      body: 'Acuerden una tarifa por hora en salario bruto, no una cantidad neta por semana, para que los impuestos y las horas extras queden claros desde el primer día.',
    },
    {
      id: 'hours',
      title: 'Horas garantizadas',
      body: 'Las niñeras y los niñeros cuentan con un ingreso estable. Decida qué pasa cuando usted viaja o cancela un día.',
    },
    {
      id: 'after-hiring',
      title: 'Reglas que conviene revisar después de contratar',
      body: 'Revise el contrato al terminar el período de prueba y cada año: aumentos, nuevas tareas a medida que crecen los niños y cambios en las leyes estatales.',
    },
  ],
};

const SENIOR_CARE_CONTRACT_PAGE_ES: ContractPageCopy = {
  eyebrow: 'Recurso gratuito',
  title: 'Modelo de contrato de cuidado de personas mayores, gratis',
  lead: '¿Va a contratar a una cuidadora o un cuidador en casa para su padre, su madre o un ser querido? Ponga por escrito las tareas, el horario, el pago y el tiempo libre con nuestro modelo de contrato de cuidado de adultos y personas mayores.',
  documentTitle: 'Contrato de trabajo de cuidado de personas mayores',
  contract: SENIOR_CARE_CONTRACT_ES,
  tips: [
    {
      id: 'employer',
      title: 'Decida quién es el empleador',
      body: 'El empleador puede ser la persona que recibe el cuidado o el familiar que lo paga. Elija a uno y use sus datos para la nómina.',
    },
    {
      id: 'overnights',
      title: 'Planifique los turnos de noche',
      body: 'Acuerden de antemano cómo se pagan el tiempo de sueño, las pausas y las noches interrumpidas; las reglas cambian según el estado.',
    },
    {
      id: 'care-plan',
      title: 'Ponga por escrito el plan de cuidado',
      body: 'Anote las tareas diarias, los recordatorios de medicamentos y los contactos de emergencia para que cualquier familiar pueda ayudar.',
    },
  ],
};

/**
 * Each sample-contract page in each language: `/sample-nanny-contract`,
 * `/sample-senior-care-contract` and their twins under `/es`.
 */
export const CONTRACT_PAGES: Readonly<
  Record<ContractKey, Readonly<Record<Locale, ContractPageCopy>>>
> = {
  nanny: { en: NANNY_CONTRACT_PAGE, es: NANNY_CONTRACT_PAGE_ES },
  seniorCare: { en: SENIOR_CARE_CONTRACT_PAGE, es: SENIOR_CARE_CONTRACT_PAGE_ES },
};

/** The hero words of a sample-contract page in a language, with its PDF in that language. */
export function contractHeroText(key: ContractKey, locale: Locale): ContractHeroText {
  const { eyebrow, title, lead, contract } = CONTRACT_PAGES[key][locale];
  return {
    eyebrow,
    title,
    lead,
    download: CONTRACT_PAGE_SHARED[locale].download,
    pdfUrl: contract.pdfUrl,
    pdfFileName: contract.pdfFileName,
  };
}
