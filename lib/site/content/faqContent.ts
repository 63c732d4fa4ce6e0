import type { PageKey } from '@/lib/site/seo/pageLinks';
import type { Locale } from '@/lib/site/i18n/locale';
import {
  YEAR_END_FORMS_TEXT,
  YEAR_END_FORMS_TEXT_ES,
  YEAR_END_TAX_FEE_USD,
} from './pricingContent';

/** One question families ask, with a plain answer. `{brand}` stands for the brand name. */
export interface FaqEntry {
  id: string;
  question: string;
  answer: string;
  /** A page of the site the answer points to, shown as a link after it. */
  link?: { page: PageKey; label: string };
}

/**
 * The questions families ask before they sign up (issue: "what does it cost, what if I'm late…"),
 * shown on the landing and pricing pages and published as FAQPage structured data. Figures are the
 * 2026 ones the calculator uses: the $3,000 household threshold (SSA) and FUTA's $1,000 quarter
 * test (IRS Pub 926).
 */
export const FAMILY_FAQ: readonly FaqEntry[] = [
  {
    id: 'do-i-owe',
    question: 'Do I need to pay nanny taxes?',
    answer:
      'Yes, if you pay one household employee $3,000 or more in cash wages in 2026, or $1,000 or more to all household employees in any calendar quarter. A nanny, senior caregiver or housekeeper who works in your home is usually your employee, not a contractor, even part-time. Your state may have its own, lower thresholds.',
  },
  {
    id: 'cost',
    question: 'What does {brand} cost?',
    answer: `Your monthly price depends on your state and pay schedule, and we quote it during your free consultation: no setup fee and no contract. Year-end tax preparation is a flat $${YEAR_END_TAX_FEE_USD}, covering your ${YEAR_END_FORMS_TEXT} forms.`,
  },
  {
    id: 'late',
    question: 'What if I am already behind on my nanny taxes?',
    answer:
      'It is common and fixable. We work out what you owe for past quarters and years, file the missing federal and state returns, and help you ask the agencies to waive penalties where the rules allow it. The sooner you start, the smaller the interest.',
  },
  {
    id: 'switch',
    question: 'Can I switch to {brand} in the middle of the year?',
    answer:
      'Yes. Tell us what you have paid so far and which returns you have filed; we take over from the next payday, file the remaining quarters and prepare year-end forms that include the wages you paid before you joined.',
  },
  {
    id: 'employee-gets',
    question: 'What does my nanny get when I pay on the books?',
    answer:
      'A pay stub every payday and a W-2 each January, Social Security and Medicare credits toward retirement, unemployment insurance if the job ends, and proof of income for a lease, loan or the Earned Income Tax Credit.',
  },
  {
    id: 'calculator',
    question: 'How much will taxes add to my nanny’s pay?',
    answer:
      'Employer taxes usually add 8 to 12 percent to gross pay, and the tax breaks for child care can offset much of it. Our free nanny tax calculator shows the exact figures for your state, with the source of every rate.',
  },
  {
    id: 'share',
    question: 'We share a nanny with another family. Who pays the taxes?',
    answer:
      'Each family is a separate employer: each pays its own employer taxes on its own share of the wages, files its own Schedule H and gives the nanny its own W-2. For overtime the families count the week together, and split the premium between them. Our free nanny share calculator works out each family’s part.',
    link: { page: 'nannyShareCalculator', label: 'Open the nanny share calculator' },
  },
];

/** The family FAQ in Spanish, for the Spanish twins of the pages that show it. */
export const FAMILY_FAQ_ES: readonly FaqEntry[] = [
  {
    id: 'do-i-owe',
    question: '¿Tengo que pagar impuestos por emplear a una niñera?',
    answer:
      'Sí, si le paga a un empleado doméstico $3,000 o más en salarios en efectivo en 2026, o $1,000 o más en total a sus empleados domésticos en cualquier trimestre natural. Una niñera, una cuidadora de personas mayores o una empleada de limpieza que trabaja en su casa suele ser su empleada, no una contratista independiente, aunque trabaje a tiempo parcial. Su estado puede tener sus propios límites, más bajos.',
  },
  {
    id: 'cost',
    question: '¿Cuánto cuesta {brand}?',
    answer: `Su precio mensual depende de su estado y de su calendario de pagos, y se lo damos en su consulta gratuita: sin cargo de inscripción y sin contrato. La preparación de impuestos de fin de año tiene un precio fijo de $${YEAR_END_TAX_FEE_USD} y cubre sus formularios ${YEAR_END_FORMS_TEXT_ES}.`,
  },
  {
    id: 'late',
    question: '¿Qué pasa si ya estoy atrasado con los impuestos por emplear a mi niñera?',
    answer:
      'Es algo común y tiene solución. Calculamos lo que debe de trimestres y años anteriores, presentamos las declaraciones federales y estatales que faltan y le ayudamos a pedirles a las agencias que le perdonen las multas cuando las reglas lo permiten. Cuanto antes empiece, menos intereses pagará.',
  },
  {
    id: 'switch',
    question: '¿Puedo cambiarme a {brand} a mitad de año?',
    answer:
      'Sí. Díganos lo que ha pagado hasta ahora y qué declaraciones ha presentado; nos encargamos a partir del siguiente día de pago, presentamos los trimestres que faltan y preparamos formularios de fin de año que incluyen los salarios que pagó antes de inscribirse.',
  },
  {
    id: 'employee-gets',
    question: '¿Qué recibe mi niñera cuando le pago de manera legal?',
    answer:
      'Un talón de pago cada día de pago y un Formulario W-2 cada enero, créditos del Seguro Social y de Medicare para su jubilación, seguro de desempleo si el trabajo termina, y un comprobante de ingresos para un alquiler, un préstamo o el crédito tributario por ingreso del trabajo (EITC, por sus siglas en inglés).',
  },
  {
    id: 'calculator',
    question: '¿Cuánto suman los impuestos al pago de mi niñera?',
    answer:
      'Los impuestos del empleador suelen sumar entre el 8 y el 12 por ciento al salario bruto, y los beneficios tributarios por el cuidado de los hijos pueden compensar buena parte. Nuestra calculadora gratuita de impuestos por emplear a una niñera le muestra las cifras exactas de su estado, con la fuente de cada tasa.',
  },
  {
    id: 'share',
    question: 'Compartimos una niñera con otra familia. ¿Quién paga los impuestos?',
    answer:
      'Cada familia es un empleador aparte: cada una paga sus propios impuestos del empleador sobre su parte del salario, presenta su propio Anexo H y le da a la niñera su propio Formulario W-2. Para las horas extras, las familias cuentan la semana juntas y se reparten el pago adicional. Nuestra calculadora gratuita de niñera compartida calcula la parte de cada familia.',
    link: { page: 'nannyShareCalculator', label: 'Abrir la calculadora de niñera compartida' },
  },
];

/** The heading of the FAQ section on the pages that show it, and its links' words. */
export interface FaqSectionText {
  heading: string;
  intro: string;
  /** Said after a link's words where the link leads to a page only in English. */
  inEnglish: string;
}

export const FAQ_SECTION_TEXT: Readonly<Record<Locale, FaqSectionText>> = {
  en: {
    heading: 'Questions families ask',
    intro: 'Straight answers on nanny taxes, cost and switching, before you talk to us.',
    inEnglish: '',
  },
  es: {
    heading: 'Preguntas que hacen las familias',
    intro:
      'Respuestas claras sobre los impuestos por emplear a una niñera, lo que cuesta y cómo cambiarse, antes de hablar con nosotros.',
    inEnglish: ' (en inglés)',
  },
};

/** Pages that show the family FAQ (and publish it as FAQPage structured data). */
const FAQ_PAGES: ReadonlySet<PageKey> = new Set<PageKey>(['home', 'productAndPricing']);

/** The FAQ a page shows in a language, or none. */
export function faqForPage(pageKey: PageKey, locale: Locale = 'en'): readonly FaqEntry[] {
  if (!FAQ_PAGES.has(pageKey)) return [];
  return locale === 'es' ? FAMILY_FAQ_ES : FAMILY_FAQ;
}
