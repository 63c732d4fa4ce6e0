/** A text in English and in Spanish, side by side on the New York pay notice. */
export interface Bilingual {
  readonly en: string;
  readonly es: string;
}

/**
 * The wording of the New York State Department of Labor's pay notice for hourly rate employees
 * (LS 54), item by item (docs/calculator.md#new-york-pay-notice). English: the LS 54 itself.
 * Spanish: the terms of the Department's Spanish template LS 59S (01/17), which shares these
 * labels; a string marked "our translation" is written by us in U.S. Spanish, for a fluent
 * reviewer to check against the Department's LS 54S before it is relied on.
 */
export const LS54 = {
  title: {
    en: 'Notice and Acknowledgement of Pay Rate and Payday',
    es: 'Aviso y reconocimiento de la tarifa de pago y del día de pago',
  },
  law: {
    en: 'Under Section 195.1 of the New York State Labor Law',
    es: 'En virtud del Artículo 195.1 de la Ley de Trabajo del estado de Nueva York',
  },
  // Our translation, on the pattern of the Department's "Aviso para empleados exentos".
  kind: { en: 'Notice for Hourly Rate Employees', es: 'Aviso para empleados por hora' },
  employer: { en: 'Employer Information', es: 'Información del empleador' },
  employerName: { en: 'Name', es: 'Nombre' },
  dba: { en: 'Doing Business As (DBA) Name(s)', es: 'Nombre comercial' },
  fein: { en: 'FEIN (optional)', es: 'FEIN (opcional)' },
  physicalAddress: { en: 'Physical Address', es: 'Dirección física' },
  mailingAddress: { en: 'Mailing Address', es: 'Dirección postal' },
  phone: { en: 'Phone', es: 'Teléfono' },
  noticeGiven: { en: 'Notice given', es: 'Aviso entregado' },
  atHiring: { en: 'At hiring', es: 'En la contratación' },
  beforeChange: {
    en: 'Before a change in pay rate(s), allowances claimed or payday',
    es: 'Antes del cambio en la tarifa de pago, asignaciones reclamadas o día de pago',
  },
  rate: { en: 'Employee’s rate of pay', es: 'Tarifa de pago del empleado' },
  perHour: { en: 'per hour', es: 'por hora' },
  allowances: { en: 'Allowances taken', es: 'Asignaciones tomadas' },
  none: { en: 'None', es: 'Ninguna' },
  tips: { en: 'Tips', es: 'Propinas' },
  meals: { en: 'Meals', es: 'Comidas' },
  lodging: { en: 'Lodging', es: 'Alojamiento' },
  other: { en: 'Other', es: 'Otro' },
  payday: { en: 'Regular payday', es: 'Día de pago regular' },
  payIs: { en: 'Pay is', es: 'El pago es' },
  weekly: { en: 'Weekly', es: 'Semanal' },
  biweekly: { en: 'Bi-weekly', es: 'Bisemanal' },
  // Our translation: the "Other" pay frequencies the calculator offers.
  semimonthly: { en: 'twice a month', es: 'dos veces al mes' },
  monthly: { en: 'monthly', es: 'mensual' },
  // Our translation (the label and the rule in brackets).
  overtime: { en: 'Overtime Pay Rate', es: 'Tarifa de pago de horas extras' },
  overtimeRule: {
    en: 'This must be at least 1½ times the worker’s regular rate, with few exceptions.',
    es: 'Debe ser al menos 1½ veces la tarifa regular del trabajador, con pocas excepciones.',
  },
  // Our translation, from here to the end.
  acknowledgement: { en: 'Employee Acknowledgement', es: 'Reconocimiento del empleado' },
  acknowledgementText: {
    en: 'On this day I have been notified of my pay rate, overtime rate (if eligible), allowances, and designated pay day on the date given below. I told my employer what my primary language is.',
    es: 'En el día de hoy se me informó mi tarifa de pago, mi tarifa de horas extras (si me corresponde), las asignaciones y el día de pago designado, en la fecha indicada abajo. Le dije a mi empleador cuál es mi idioma principal.',
  },
  checkOne: { en: 'Check one:', es: 'Marque una opción:' },
  englishOnly: {
    en: 'I have been given this pay notice in English because it is my primary language.',
    es: 'Recibí este aviso de pago en inglés porque es mi idioma principal.',
  },
  primaryLanguage: {
    en: 'My primary language is ____________. I have been given this pay notice in English and in my primary language.',
    es: 'Mi idioma principal es ____________. Recibí este aviso de pago en inglés y en mi idioma principal.',
  },
  employeeName: { en: 'Print Employee Name', es: 'Nombre del empleado en letra de molde' },
  employeeSignature: { en: 'Employee Signature', es: 'Firma del empleado' },
  date: { en: 'Date', es: 'Fecha' },
  preparer: { en: 'Preparer’s Name and Title', es: 'Nombre y cargo de quien preparó el aviso' },
  // Not on the LS 54: on the sheet, the family signs the offer on the same page.
  employerSignature: { en: 'Employer Signature', es: 'Firma del empleador' },
  retention: {
    en: 'The employee must receive a signed copy of this form. The employer must keep the original for 6 years.',
    es: 'El empleado debe recibir una copia firmada de este formulario. El empleador debe conservar el original durante 6 años.',
  },
} as const satisfies Record<string, Bilingual>;
