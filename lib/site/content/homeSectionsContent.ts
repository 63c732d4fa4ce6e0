import type { Locale } from '@/lib/site/i18n/locale';
import type { Blurb } from './homeContent';

/**
 * Copy of the landing page's sections below its hero, which are static islands
 * (docs/site.md#islands-and-server-html): kept apart from the hero's copy in homeContent.ts, so
 * the hydrated page's code does not carry it (tests/e2e/staticSections.spec.ts checks).
 */

/** The three feature blurbs: employee setup, payroll management, freedom from state tax notices. */
export const FEATURE_BLURBS: readonly Blurb[] = [
  {
    id: 'employee-setup',
    title: 'Employee setup, done for you',
    body: 'We get your federal and state employer ID numbers, register you for unemployment insurance and collect your employee’s W-4 and I-9, so you are compliant before the first payday.',
  },
  {
    id: 'payroll-management',
    title: 'Payroll managed every payday',
    body: 'Tell us the hours once; we calculate taxes, pay your employee by direct deposit, send a pay stub and keep the records. Changes for a raise, a bonus or a sick day take one message.',
  },
  {
    id: 'no-state-tax-notices',
    title: 'Freedom from state tax notices',
    body: 'We file and pay every quarterly and annual return on time. If an agency ever writes to you about a return we prepared, we answer it and fix it at no extra cost.',
  },
];

export interface ServiceGroup {
  id: string;
  heading: string;
  items: readonly string[];
}

/** The three service groups. */
export const SERVICE_GROUPS: readonly ServiceGroup[] = [
  {
    id: 'taxes',
    heading: 'Household taxes and filings',
    items: [
      'Quarterly federal and state tax payments',
      'State unemployment and disability insurance returns',
      'Schedule H, W-2 and W-3 at year end',
      'New-hire reporting to your state',
    ],
  },
  {
    id: 'payroll',
    heading: 'Payroll and pay stubs',
    items: [
      'Weekly, biweekly, semimonthly or monthly pay',
      'Direct deposit to your employee',
      'Overtime and paid-leave tracking',
      'Online pay stubs and payroll history',
    ],
  },
  {
    id: 'guidance',
    heading: 'Expert guidance',
    items: [
      'A dedicated household payroll specialist',
      'Help with work agreements and benefits',
      'Answers on minimum wage and overtime rules',
      'Support with agency letters and audits',
    ],
  },
];

/** The partners section of the main page (the partners page is "/", docs/site.md#routes). */
export const PARTNER_TYPES: readonly Blurb[] = [
  {
    id: 'cpas',
    title: 'CPAs and tax preparers',
    body: 'Hand off household payroll and Schedule H so your clients’ returns arrive complete.',
  },
  {
    id: 'advisors',
    title: 'Financial advisors',
    body: 'Help clients budget for the true cost of care and claim the tax breaks they qualify for.',
  },
  {
    id: 'agencies',
    title: 'Nanny and home care agencies',
    body: 'Place caregivers with families who pay them legally from the very first paycheck.',
  },
];

/** The landing page's sections in one language: headings, intros, lists and link labels. */
export interface HomeSectionsText {
  features: { heading: string; intro: string; blurbs: readonly Blurb[] };
  services: { heading: string; groups: readonly ServiceGroup[]; link: string };
  // Its intro and link follow the published prices (pricingCopy.ts, docs/site.md#prices).
  price: { heading: string };
  partners: { heading: string; intro: string; types: readonly Blurb[]; link: string };
  band: { heading: string; body: string };
  /** Said after a link's words where the link leads to a page only in English. */
  inEnglish: string;
}

export const HOME_SECTIONS_TEXT: Readonly<Record<Locale, HomeSectionsText>> = {
  en: {
    features: {
      heading: 'Everything a household employer has to do, handled',
      intro:
        'Paying a nanny or caregiver legally takes more than a paycheck: tax accounts, withholding, quarterly filings and year-end forms. We take care of all of it.',
      blurbs: FEATURE_BLURBS,
    },
    services: {
      heading: 'What’s included',
      groups: SERVICE_GROUPS,
      link: 'See features and pricing',
    },
    price: { heading: 'What it costs' },
    partners: {
      heading: 'Trusted by the professionals families rely on',
      intro:
        'Accountants, advisors and agencies send their clients to us for household payroll they never have to chase.',
      types: PARTNER_TYPES,
      link: 'Become a partner',
    },
    band: {
      heading: 'Talk to a household payroll expert',
      body: 'Get answers about your taxes, your state’s rules and what it costs, in a free, no-obligation consultation.',
    },
    inEnglish: '',
  },
  es: {
    features: {
      heading: 'Todo lo que tiene que hacer un empleador doméstico, resuelto',
      intro:
        'Pagarle de manera legal a una niñera o a una cuidadora requiere más que un cheque: cuentas de impuestos, retenciones, declaraciones trimestrales y formularios de fin de año. Nosotros nos encargamos de todo.',
      blurbs: [
        {
          id: 'employee-setup',
          title: 'Su registro como empleador, hecho por nosotros',
          body: 'Obtenemos sus números de identificación del empleador (EIN) federal y estatal, lo inscribimos en el seguro de desempleo y recogemos el Formulario W-4 y el Formulario I-9 de su empleado(a), para que cumpla con todo antes del primer día de pago.',
        },
        {
          id: 'payroll-management',
          title: 'La nómina, al día cada día de pago',
          body: 'Díganos las horas una sola vez: calculamos los impuestos, le pagamos a su empleado(a) por depósito directo, le enviamos un talón de pago y guardamos los registros. Un aumento, un bono o un día de enfermedad se cambian con un solo mensaje.',
        },
        {
          id: 'no-state-tax-notices',
          title: 'Sin avisos de impuestos estatales',
          body: 'Presentamos y pagamos a tiempo cada declaración trimestral y anual. Si alguna agencia le escribe por una declaración que preparamos, nosotros le respondemos y lo corregimos sin costo adicional.',
        },
      ],
    },
    services: {
      heading: 'Qué incluye',
      groups: [
        {
          id: 'taxes',
          heading: 'Impuestos y declaraciones de su hogar',
          items: [
            'Pagos trimestrales de impuestos federales y estatales',
            'Declaraciones del seguro de desempleo y del seguro de incapacidad estatales',
            'Anexo H, Formulario W-2 y Formulario W-3 al final del año',
            'Reporte de nuevos empleados a su estado',
          ],
        },
        {
          id: 'payroll',
          heading: 'Nómina y talones de pago',
          items: [
            'Pago semanal, cada dos semanas, quincenal o mensual',
            'Depósito directo a su empleado(a)',
            'Control de horas extras y de permisos pagados',
            'Talones de pago e historial de nómina en línea',
          ],
        },
        {
          id: 'guidance',
          heading: 'Asesoría de expertos',
          items: [
            'Un especialista en nómina del hogar dedicado a usted',
            'Ayuda con los acuerdos de trabajo y los beneficios',
            'Respuestas sobre las reglas de salario mínimo y horas extras',
            'Apoyo con las cartas de las agencias y las auditorías',
          ],
        },
      ],
      link: 'Ver servicios y precios',
    },
    price: { heading: 'Cuánto cuesta' },
    partners: {
      heading: 'Con la confianza de los profesionales que apoyan a las familias',
      intro:
        'Contadores, asesores y agencias nos envían a sus clientes para que tengan una nómina del hogar de la que nunca tengan que estar pendientes.',
      types: [
        {
          id: 'cpas',
          title: 'Contadores públicos autorizados y preparadores de impuestos',
          body: 'Déjenos la nómina del hogar y el Anexo H (Formulario 1040), y las declaraciones de sus clientes llegarán completas.',
        },
        {
          id: 'advisors',
          title: 'Asesores financieros',
          body: 'Ayude a sus clientes a planear el costo real del cuidado y a reclamar los beneficios tributarios a los que tienen derecho.',
        },
        {
          id: 'agencies',
          title: 'Agencias de niñeras y de cuidado en el hogar',
          body: 'Coloque a sus cuidadoras y cuidadores con familias que les pagan de manera legal desde el primer cheque.',
        },
      ],
      link: 'Asociarse con nosotros',
    },
    band: {
      heading: 'Hable con un experto en nómina del hogar',
      body: 'Obtenga respuestas sobre sus impuestos, las reglas de su estado y lo que cuesta, en una consulta gratuita y sin compromiso.',
    },
    inEnglish: ' (en inglés)',
  },
};
