/*
 * The copy of the methods page, /how-we-calculate and its Spanish twin (docs/site.md#methods-page).
 * The table and the changelog under it are built from the tax data itself (lib/tax/methods), never
 * typed here; their column words are in methodsTableContent.ts.
 */
import { type Locale } from '@/lib/site/i18n/locale';

/** A titled block of plain words. */
export interface MethodsSection {
  id: string;
  heading: string;
  paragraphs: readonly string[];
}

/** The page's prose in one language. */
export interface MethodsText {
  hero: { eyebrow: string; title: string; lead: string };
  /** The plain-words explanation, before the table. */
  plainWords: readonly MethodsSection[];
  /** The table's section. */
  jurisdictions: { heading: string; intro: string };
  /** The golden cases: worked answers anyone can check. */
  goldenCases: { heading: string; body: string; linkLabel: string };
  /** The changelog's section. */
  changelog: { heading: string; intro: string };
}

/** Where the golden cases are served: an API route, the same for both languages. */
export const GOLDEN_CASES_PATH = '/api/nanny-tax/cases';

const EN: MethodsText = {
  hero: {
    eyebrow: 'Our methods',
    title: 'How we calculate',
    lead: 'What the nanny tax calculator works out, where every rate and limit comes from, how sure we are of each state’s figures, and every change with the day it takes effect.',
  },
  plainWords: [
    {
      id: 'what-it-computes',
      heading: 'What the calculator works out',
      paragraphs: [
        'From the pay you enter, how often you pay it and where your employee works, the calculator works out each tax and contribution for the year and for each paycheck: Social Security and Medicare, federal and state unemployment tax, the state’s own programs such as paid family leave, and income tax withholding when your employee asks for it. It then shows your employee’s take-home pay and what the year costs you in total.',
        'It follows the rules of the pay date you choose: where a rate or a minimum wage changes during the year, each paycheck uses the one in force that day.',
      ],
    },
    {
      id: 'where-figures-come-from',
      heading: 'Where the figures come from',
      paragraphs: [
        'Every rate, wage base and threshold is stored with its source: the agency that sets it (the IRS, the Social Security Administration, a state’s labor or revenue department), the law itself, or an official publication. The calculator’s results list the source of each line they show.',
        'Where an agency has not published a figure and only a recognised professional source reports it, or no current source was found, we use the best figure we have and mark it as estimated.',
      ],
    },
    {
      id: 'estimated-and-preliminary',
      heading: 'What “estimated” and “preliminary” mean',
      paragraphs: [
        'Estimated: the figure is a projection, an earlier year’s figure the law still keeps, or a number no agency confirmed. The result marks every line that uses one.',
        'Preliminary: an answer for a year whose figures are not all published yet. Those figures are carried from the year before until the agencies publish the new ones, and the answer says so.',
      ],
    },
  ],
  jurisdictions: {
    heading: 'How sure we are, state by state',
    intro:
      'For each state and the District of Columbia (cities and counties counted under their state), the figures we hold for the year, how many come from an agency or the law and how many are estimated, how many next year’s answers still carry from this year, the newest date the sources speak for, and the last day we compared any of its figures with the agency’s own documents (the counts say how many are confirmed).',
  },
  goldenCases: {
    heading: 'Check our work',
    body: 'We publish our worked examples: for each, what was entered, the figures the answer must show to the cent, and where they come from: an agency’s own worked example, or the agency’s method with the arithmetic written out. Our tests run every example through the calculator.',
    linkLabel: 'See the worked examples (JSON)',
  },
  changelog: {
    heading: 'Changelog',
    intro:
      'Every change of a figure, with the day it takes effect: changes during a year, and what differs from one year to the next. Due dates are left out, since every year has its own.',
  },
};

const ES: MethodsText = {
  hero: {
    eyebrow: 'Nuestros métodos',
    title: 'Cómo calculamos',
    lead: 'Lo que calcula la calculadora de impuestos por emplear a una niñera, de dónde sale cada tasa y cada límite, qué tan seguros estamos de las cifras de cada estado y cada cambio con el día en que entra en vigor.',
  },
  plainWords: [
    {
      id: 'what-it-computes',
      heading: 'Lo que calcula la calculadora',
      paragraphs: [
        'Con el pago que usted ingresa, cada cuánto lo paga y dónde trabaja su empleado(a), la calculadora calcula cada impuesto y cada contribución del año y de cada pago: Seguro Social y Medicare, el impuesto federal para el desempleo y el impuesto estatal de desempleo, los programas propios del estado, como el permiso familiar pagado, y la retención del impuesto sobre los ingresos cuando su empleado(a) la pide. Luego muestra el salario neto de su empleado(a) y lo que le cuesta a usted el año en total.',
        'Sigue las reglas de la fecha de pago que usted elige: si una tasa o un salario mínimo cambia durante el año, cada pago usa el que rige ese día.',
      ],
    },
    {
      id: 'where-figures-come-from',
      heading: 'De dónde salen las cifras',
      paragraphs: [
        'Cada tasa, cada límite de salarios sujetos a impuestos y cada umbral se guarda con su fuente: la agencia que lo fija (el Servicio de Impuestos Internos (IRS), la Administración del Seguro Social, el departamento de trabajo o de impuestos de un estado), la ley misma o una publicación oficial. Los resultados de la calculadora indican la fuente de cada línea que muestran.',
        'Si una agencia no ha publicado una cifra y solo la informa una fuente profesional reconocida, o si no se encontró una fuente vigente, usamos la mejor cifra que tenemos y la marcamos como estimada.',
      ],
    },
    {
      id: 'estimated-and-preliminary',
      heading: 'Qué significan “estimado” y “preliminar”',
      paragraphs: [
        'Estimado: la cifra es una proyección, la cifra de un año anterior que la ley todavía mantiene o un número que ninguna agencia confirmó. El resultado marca cada línea que usa una.',
        'Preliminar: una respuesta para un año cuyas cifras todavía no se han publicado todas. Esas cifras se toman del año anterior hasta que las agencias publiquen las nuevas, y la respuesta lo indica.',
      ],
    },
  ],
  jurisdictions: {
    heading: 'Qué tan seguros estamos, estado por estado',
    intro:
      'Para cada estado y el Distrito de Columbia (las ciudades y los condados se cuentan dentro de su estado): las cifras que tenemos para el año, cuántas vienen de una agencia o de la ley y cuántas son estimadas, cuántas de las respuestas del año próximo todavía se toman de este año, la fecha más reciente que cubren las fuentes y el último día en que comparamos alguna de sus cifras con los documentos de la propia agencia (los números indican cuántas están confirmadas).',
  },
  goldenCases: {
    heading: 'Revise nuestro trabajo',
    body: 'Publicamos nuestros ejemplos resueltos: para cada uno, lo que se ingresó, las cifras que la respuesta debe mostrar al centavo y de dónde salen: un ejemplo resuelto de la propia agencia, o el método de la agencia con las cuentas escritas. Nuestras pruebas pasan cada ejemplo por la calculadora.',
    linkLabel: 'Vea los ejemplos resueltos (JSON, en inglés)',
  },
  changelog: {
    heading: 'Registro de cambios',
    intro:
      'Cada cambio de una cifra, con el día en que entra en vigor: los cambios durante un año y lo que difiere de un año al siguiente. Las fechas de vencimiento no se incluyen, porque cada año tiene las suyas.',
  },
};

/** The methods page's prose, per language. */
export const METHODS_TEXT: Readonly<Record<Locale, MethodsText>> = { en: EN, es: ES };
