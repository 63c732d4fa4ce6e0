// @ts-check
// The results e-mail's words in each language the site speaks (the site's Spanish glossary,
// docs/spanish-glossary.md, for the Spanish): the client names the language with `locale`.

export const LOCALES = Object.freeze(['en', 'es']);

/**
 * @typedef {(typeof LOCALES)[number]} Locale
 * @typedef {object} EmailText
 * @property {string} subject
 * @property {string} numberLocale the Intl locale of money and numbers
 * @property {Record<string, string>} paid how often the employee is paid, as the intro says it
 * @property {Record<string, string>} payType
 * @property {Record<string, string>} per "per hour" after an amount
 * @property {(brand: string, taxYear: number, state: string, paid: string) => string} intro
 * @property {{ entered: string, summary: string, year: string }} headings
 * @property {{ state: string, pay: string, hours: string, paid: string, taxYear: string }} enteredRows
 * @property {{ costYear: string, costPaycheck: string, takeHomePaycheck: string }} summaryRows
 * @property {{ gross: string, employeeTaxes: string, netPay: string, employerTaxes: string }} yearRows
 * @property {string} nextStep before the phone
 * @property {string} seeOnline the link's words
 * @property {string} disclaimer
 */

/** @type {Readonly<Record<Locale, EmailText>>} */
export const EMAIL_TEXT = Object.freeze({
  en: {
    subject: 'Your nanny tax calculator results',
    numberLocale: 'en-US',
    paid: {
      weekly: 'weekly',
      biweekly: 'every two weeks',
      semimonthly: 'twice a month',
      monthly: 'monthly',
    },
    payType: { gross: 'gross (before taxes)', net: 'net (take-home)' },
    per: { hour: 'per hour', week: 'per week', month: 'per month', year: 'per year' },
    intro: (brand, taxYear, state, paid) =>
      `Here are the results of the ${brand} nanny tax calculator for tax year ${taxYear}, ` +
      `for an employee in ${state} paid ${paid}.`,
    headings: { entered: 'What you entered', summary: 'Your summary', year: 'For the year' },
    enteredRows: {
      state: 'State',
      pay: 'Pay',
      hours: 'Hours per week',
      paid: 'Paid',
      taxYear: 'Tax year',
    },
    summaryRows: {
      costYear: 'Your total cost per year',
      costPaycheck: 'Your total cost per paycheck',
      takeHomePaycheck: 'Take-home pay per paycheck',
    },
    yearRows: {
      gross: 'Gross wages',
      employeeTaxes: 'Employee taxes withheld',
      netPay: 'Net pay to your employee',
      employerTaxes: 'Your employer taxes',
    },
    nextStep: 'Next step: talk to a household payroll specialist for free. Call',
    seeOnline: 'See your results online',
    disclaimer: 'These figures are estimates based on what you entered; they are not tax advice.',
  },
  es: {
    subject: 'Sus resultados de la calculadora de impuestos de niñera',
    numberLocale: 'es-US',
    paid: {
      weekly: 'cada semana',
      biweekly: 'cada dos semanas',
      semimonthly: 'dos veces al mes',
      monthly: 'cada mes',
    },
    payType: { gross: 'bruto (antes de impuestos)', net: 'neto (lo que recibe)' },
    per: { hour: 'por hora', week: 'por semana', month: 'por mes', year: 'por año' },
    intro: (brand, taxYear, state, paid) =>
      `Estos son los resultados de la calculadora de impuestos de niñera de ${brand} para el año ` +
      `tributario ${taxYear}, para un empleado o una empleada en ${state} a quien se le paga ${paid}.`,
    headings: { entered: 'Lo que usted ingresó', summary: 'Su resumen', year: 'En el año' },
    enteredRows: {
      state: 'Estado',
      pay: 'Pago',
      hours: 'Horas por semana',
      paid: 'Frecuencia de pago',
      taxYear: 'Año tributario',
    },
    summaryRows: {
      costYear: 'Su costo total por año',
      costPaycheck: 'Su costo total por período de pago',
      takeHomePaycheck: 'Salario neto por período de pago',
    },
    yearRows: {
      gross: 'Salario bruto',
      employeeTaxes: 'Impuestos retenidos al empleado',
      netPay: 'Salario neto de su empleado',
      employerTaxes: 'Sus impuestos como empleador',
    },
    nextStep:
      'Próximo paso: hable gratis con un especialista en nómina de empleados domésticos. Llame al',
    seeOnline: 'Vea sus resultados en línea',
    disclaimer:
      'Estas cifras son estimaciones basadas en lo que usted ingresó; no son asesoramiento tributario.',
  },
});
