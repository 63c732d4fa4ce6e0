// @ts-check
// The "Your nanny tax calculator results" e-mail: the same content as plain text and as HTML
// (the brand, what the family entered, the summary, one next step, the link, the disclaimer).
import { renderTaxResultHtml } from './tax-result-email-html.mjs';

const SUBJECT = 'Your nanny tax calculator results';
const BRAND = 'HomePay';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const hours = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** @type {Record<string, string>} */
const PAY_FREQUENCY_LABELS = {
  weekly: 'weekly',
  biweekly: 'every two weeks',
  semimonthly: 'twice a month',
  monthly: 'monthly',
};

/** @type {Record<string, string>} */
const PAY_TYPE_LABELS = { gross: 'gross (before taxes)', net: 'net (take-home)' };

/**
 * @typedef {[label: string, value: string]} Row
 * @typedef {{ heading: string, rows: Row[] }} Section
 * @typedef {object} TaxResultEmail
 * @property {string} subject
 * @property {string} brand
 * @property {string} intro
 * @property {Section[]} sections
 * @property {{ text: string, phone: string } | null} nextStep call the support line, when known
 * @property {string} resultUrl
 * @property {string} disclaimer
 */

/**
 * @param {import('./tax-result-input.mjs').TaxCalculatorResultInput} input validated
 * @returns {{ subject: string, text: string, html: string }}
 */
export function composeTaxResultEmail(input) {
  const paid = PAY_FREQUENCY_LABELS[input.payFrequency] ?? input.payFrequency;
  const state = input.stateName ?? input.state;
  /** @type {Row[]} */
  const entered = [['State', state]];
  if (input.payAmount != null && input.payPer) {
    const type = input.payType ? `, ${PAY_TYPE_LABELS[input.payType] ?? input.payType}` : '';
    entered.push(['Pay', `${usd.format(input.payAmount)} per ${input.payPer}${type}`]);
  }
  if (input.hoursPerWeek != null)
    entered.push(['Hours per week', hours.format(input.hoursPerWeek)]);
  entered.push(['Paid', paid], ['Tax year', String(input.taxYear)]);

  /** @type {TaxResultEmail} */
  const email = {
    subject: SUBJECT,
    brand: BRAND,
    intro:
      `Here are the results of the ${BRAND} nanny tax calculator for tax year ${input.taxYear}, ` +
      `for an employee in ${state} paid ${paid}.`,
    sections: [
      { heading: 'What you entered', rows: entered },
      {
        heading: 'Your summary',
        rows: [
          ['Your total cost per year', usd.format(input.totalEmployerCostAnnual)],
          ['Your total cost per paycheck', usd.format(input.totalEmployerCostPerPaycheck)],
          ['Take-home pay per paycheck', usd.format(input.netPayPerPaycheck)],
        ],
      },
      {
        heading: 'For the year',
        rows: [
          ['Gross wages', usd.format(input.grossWagesAnnual)],
          ['Employee taxes withheld', usd.format(input.employeeTaxesAnnual)],
          ['Net pay to your employee', usd.format(input.netPayAnnual)],
          ['Your employer taxes', usd.format(input.employerTaxesAnnual)],
        ],
      },
    ],
    nextStep: input.supportPhone
      ? {
          text: 'Next step: talk to a household payroll specialist for free. Call',
          phone: input.supportPhone,
        }
      : null,
    resultUrl: input.resultUrl,
    disclaimer: 'These figures are estimates based on what you entered; they are not tax advice.',
  };
  return { subject: SUBJECT, text: renderText(email), html: renderTaxResultHtml(email) };
}

/** @param {TaxResultEmail} email */
function renderText(email) {
  return [
    email.brand.toUpperCase(),
    '',
    email.subject,
    '',
    email.intro,
    '',
    ...email.sections.flatMap(({ heading, rows }) => [
      heading,
      ...rows.map(([label, value]) => `  ${`${label}:`.padEnd(30)}${value.padStart(12)}`),
      '',
    ]),
    ...(email.nextStep ? [`${email.nextStep.text} ${email.nextStep.phone}.`, ''] : []),
    `See your results online: ${email.resultUrl}`,
    '',
    email.disclaimer,
    '',
    email.brand,
    '',
  ].join('\n');
}
