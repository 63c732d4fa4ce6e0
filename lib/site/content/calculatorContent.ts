import type { Locale } from '@/lib/site/i18n/locale';
import type { PageKey } from '@/lib/site/seo/pageLinks';
import type { Blurb } from './homeContent';

/** The explainer under the nanny tax calculator (a static island: read on the server only). */
export interface CalculatorExplainerText {
  heading: string;
  intro: string;
  /** Background on household employment taxes, beside the calculator. */
  basics: readonly Blurb[];
  /** Under the basics: the methods page, for anyone who wants to know where a figure comes from. */
  methodsLink: string;
  bandHeading: string;
  bandBody: string;
}

/** The page the explainer's last line links to. */
export const CALCULATOR_METHODS_PAGE: PageKey = 'howWeCalculate';

export const CALCULATOR_EXPLAINER_TEXT: Readonly<Record<Locale, CalculatorExplainerText>> = {
  en: {
    heading: 'Nanny taxes in plain words',
    intro:
      'When you pay a nanny or other household employee more than the yearly threshold, you become a household employer with a few tax duties.',
    basics: [
      {
        id: 'fica',
        title: 'Social Security and Medicare',
        body: 'Once you pay the threshold in a year, you and your employee each owe 7.65% of all cash wages. You withhold your employee’s share from each paycheck, or choose to pay it for them.',
      },
      {
        id: 'unemployment',
        title: 'Unemployment taxes',
        body: 'Paying $1,000 or more in a calendar quarter makes you owe federal unemployment tax and, in most states, state unemployment insurance, paid by you.',
      },
      {
        id: 'state-programs',
        title: 'State programs',
        body: 'Several states add disability, paid family leave or long-term care contributions, and some require income tax withholding when your employee asks.',
      },
      {
        id: 'filing',
        title: 'Filing and year-end forms',
        body: 'You report household taxes on Schedule H with your Form 1040, give your employee a W-2 and send a W-3 to the Social Security Administration.',
      },
      {
        id: 'breaks',
        title: 'Tax breaks for families',
        body: 'Paying legally lets you use a dependent care FSA and claim the child and dependent care credit, which often offset much of the tax.',
      },
      {
        id: 'penalties',
        title: 'Why it matters',
        body: 'Paying “off the books” risks back taxes, penalties and interest, and leaves your nanny without unemployment or Social Security credits.',
      },
    ],
    methodsLink: 'How we calculate: where every figure comes from, and what changed when',
    bandHeading: 'Want us to handle it for you?',
    bandBody:
      'Get answers about your taxes, your state’s rules and what it costs, in a free, no-obligation consultation.',
  },
  es: {
    heading: 'Los impuestos por emplear a una niñera, en palabras sencillas',
    intro:
      'Cuando le paga a una niñera, un niñero u otro empleado doméstico más del límite anual, usted pasa a ser un empleador doméstico con algunas obligaciones tributarias.',
    basics: [
      {
        id: 'fica',
        title: 'Seguro Social y Medicare',
        body: 'Cuando en un año paga el límite, usted y su empleado(a) deben cada uno el 7.65% de todos los salarios en efectivo. Usted retiene la parte del empleado de cada pago, o decide pagarla por él o ella.',
      },
      {
        id: 'unemployment',
        title: 'Impuestos de desempleo',
        body: 'Si paga $1,000 o más en un trimestre natural, debe el impuesto federal para el desempleo (FUTA, por sus siglas en inglés) y, en la mayoría de los estados, el impuesto estatal de desempleo, que paga usted.',
      },
      {
        id: 'state-programs',
        title: 'Programas estatales',
        body: 'Varios estados agregan aportes para incapacidad, permiso familiar pagado o cuidado a largo plazo, y algunos exigen retener el impuesto sobre los ingresos cuando su empleado(a) lo pide.',
      },
      {
        id: 'filing',
        title: 'Declaraciones y formularios de fin de año',
        body: 'Usted declara los impuestos del hogar en el Anexo H (Formulario 1040), le entrega a su empleado(a) un Formulario W-2 y envía un Formulario W-3 a la Administración del Seguro Social.',
      },
      {
        id: 'breaks',
        title: 'Beneficios tributarios para las familias',
        body: 'Pagar de manera legal le permite usar una cuenta de gastos flexibles para el cuidado de dependientes (FSA) y reclamar el crédito por gastos del cuidado de menores y dependientes, que muchas veces compensan buena parte del impuesto.',
      },
      {
        id: 'penalties',
        title: 'Por qué importa',
        body: 'Pagar “por debajo de la mesa” lo expone a impuestos atrasados, multas e intereses, y deja a su niñera sin seguro de desempleo ni créditos del Seguro Social.',
      },
    ],
    methodsLink: 'Cómo calculamos: de dónde sale cada cifra y qué cambió y cuándo',
    bandHeading: '¿Quiere que nos encarguemos por usted?',
    bandBody:
      'Resuelva sus dudas sobre sus impuestos, las reglas de su estado y lo que cuesta, en una consulta gratuita y sin compromiso.',
  },
};
