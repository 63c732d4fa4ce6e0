import type { Locale } from '@/lib/site/i18n/locale';

/**
 * The offer sheet page's words in one language (docs/calculator.md#offer-sheet): they travel as
 * page props, so a page ships only its own language. `{name}` marks a value filled in with
 * `fillIn`.
 */
export interface OfferPageText {
  heading: string;
  /** The intro above the form: before the calculator link, the link, after it. */
  intro: { before: string; link: string; after: string };
  print: string;
  /** What the page says when opened without an offer. */
  prompt: { before: string; link: string; after: string };
  timeOff: { formLabel: string; pto: string; sick: string; save: string };
  sheet: OfferSheetText;
}

/** The printed sheet's own words. */
export interface OfferSheetText {
  /** The letterhead's lines for both parties and the start date. */
  fillIns: readonly [string, string, string];
  prepared: string;
  parts: { pay: string; withholding: string; timeOff: string; cost: string };
  ptoLine: string;
  sickLine: string;
  /** What a blank or a number of paid days and sick hours is counted in. */
  daysAYear: string;
  hoursAYear: string;
  closing: string;
  parties: readonly [string, string];
  signatureLines: readonly [string, string, string];
  sickWarning: string;
  sickLeave: { none: string; notYet: string; mandate: string };
  hireNotice: string;
  sources: string;
  source: string;
  sourceAsOf: string;
}

export const OFFER_PAGE_TEXT: Readonly<Record<Locale, OfferPageText>> = {
  en: {
    heading: 'Nanny job offer',
    intro: {
      before:
        'Print this sheet, fill in the time off and the names, and sign it together. To change the pay or hours,',
      link: 'go back to the calculator',
      after: '.',
    },
    print: 'Print the offer',
    prompt: {
      before:
        'This sheet is written from your own figures. Enter the state, the pay and the hours in the',
      link: 'nanny tax calculator',
      after: ', then choose “Make an offer” under the results.',
    },
    timeOff: {
      formLabel: 'Time off to put in the offer',
      pto: 'Paid days off a year',
      sick: 'Paid sick hours a year',
      save: 'Save in the page link',
    },
    sheet: {
      fillIns: ['Family (employer)', 'Nanny (employee)', 'Start date'],
      prepared: 'Prepared {date}',
      parts: {
        pay: 'Pay and schedule',
        withholding: 'What the family withholds',
        timeOff: 'Time off',
        cost: 'The family’s cost',
      },
      ptoLine: 'Paid time off: {value}',
      sickLine: 'Paid sick time: {value}',
      daysAYear: 'days a year',
      hoursAYear: 'hours a year',
      closing:
        'Figures for {state}, tax year {year}, from the nanny tax calculator: estimates, not legal or tax advice. Both sides agree to the rates and hours above.',
      parties: ['Family (employer)', 'Nanny (employee)'],
      signatureLines: ['Name', 'Signature', 'Date'],
      sickWarning:
        '{hours} hours of sick time is under {state}’s minimum of {minimum} hours a year: offer at least {minimum}.',
      sickLeave: {
        none: '{state}: no state mandate found for paid sick time for a household employee. A city or county may have one.',
        notYet: '{state}: no mandate for a one-nanny household yet. {note}',
        mandate: '{state} minimum: {summary} ({law}, as of {asOf}.)',
      },
      hireNotice: 'Notice at hire, {law}: {state} requires {requires} Official form: {form}.',
      sources: 'Sources',
      source: 'Source {number}',
      sourceAsOf: 'as of {date}.',
    },
  },
  es: {
    heading: 'Oferta de trabajo para niñera',
    intro: {
      before:
        'Imprima este resumen, complete el tiempo libre y los nombres, y fírmenlo juntos. Para cambiar el pago o las horas,',
      link: 'vuelva a la calculadora',
      after: '.',
    },
    print: 'Imprimir la oferta',
    prompt: {
      before:
        'Este resumen se escribe con sus propias cifras. Escriba el estado, el pago y las horas en la',
      link: 'calculadora de impuestos por emplear a una niñera',
      after: ' y luego elija “Hacer una oferta” debajo de los resultados.',
    },
    timeOff: {
      formLabel: 'Tiempo libre que se incluye en la oferta',
      pto: 'Días libres pagados al año',
      sick: 'Horas de permiso por enfermedad pagado al año',
      save: 'Guardar en el enlace de la página',
    },
    sheet: {
      fillIns: ['Familia (empleador)', 'Niñera o niñero (persona empleada)', 'Fecha de inicio'],
      prepared: 'Preparado el {date}',
      parts: {
        pay: 'Pago y horario',
        withholding: 'Lo que retiene la familia',
        timeOff: 'Tiempo libre',
        cost: 'El costo para la familia',
      },
      ptoLine: 'Tiempo libre pagado: {value}',
      sickLine: 'Permiso por enfermedad pagado: {value}',
      daysAYear: 'días al año',
      hoursAYear: 'horas al año',
      closing:
        'Cifras para {state}, año tributario {year}, de la calculadora de impuestos por emplear a una niñera: son estimaciones, no asesoría legal ni tributaria. Las dos partes aceptan las tarifas y las horas indicadas arriba.',
      parties: ['Familia (empleador)', 'Niñera o niñero (persona empleada)'],
      signatureLines: ['Nombre', 'Firma', 'Fecha'],
      sickWarning:
        '{hours} horas de permiso por enfermedad están por debajo del mínimo de {state}, {minimum} horas al año: ofrezca al menos {minimum}.',
      sickLeave: {
        none: '{state}: no encontramos una ley estatal que exija permiso por enfermedad pagado para una persona empleada en un hogar. Puede haber una ley de la ciudad o del condado.',
        notYet: '{state}: todavía no hay una ley para un hogar con una sola niñera. {note}',
        mandate: 'Mínimo en {state}: {summary} ({law}, vigente desde {asOf}).',
      },
      hireNotice: 'Aviso al contratar, {law}: {state} exige {requires} Formulario oficial: {form}.',
      sources: 'Fuentes',
      source: 'Fuente {number}',
      sourceAsOf: 'vigente al {date}.',
    },
  },
};
