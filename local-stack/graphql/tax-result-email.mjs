// @ts-check
// The "Your nanny tax calculator results" e-mail: the same content as plain text and as HTML
// (the brand, what the family entered, the summary, one next step, the link, the disclaimer).
import { renderTaxResultHtml } from './tax-result-email-html.mjs';
import { EMAIL_TEXT } from './tax-result-email-text.mjs';

const BRAND = 'HomePay';

/**
 * @typedef {[label: string, value: string]} Row
 * @typedef {{ heading: string, rows: Row[] }} Section
 * @typedef {object} TaxResultEmail
 * @property {import('./tax-result-email-text.mjs').Locale} lang
 * @property {string} subject
 * @property {string} brand
 * @property {string} intro
 * @property {Section[]} sections
 * @property {{ text: string, phone: string } | null} nextStep call the support line, when known
 * @property {string} resultUrl
 * @property {string} seeOnline the link's words
 * @property {string} disclaimer
 */

/**
 * @param {import('./tax-result-input.mjs').TaxCalculatorResultInput} input validated
 * @returns {{ subject: string, text: string, html: string }}
 */
export function composeTaxResultEmail(input) {
  const lang = input.locale === 'es' ? 'es' : 'en';
  const words = EMAIL_TEXT[lang];
  const usd = new Intl.NumberFormat(words.numberLocale, { style: 'currency', currency: 'USD' });
  const hours = new Intl.NumberFormat(words.numberLocale, { maximumFractionDigits: 2 });
  const paid = words.paid[input.payFrequency] ?? input.payFrequency;
  const state = input.stateName ?? input.state;
  const rows = words.enteredRows;
  /** @type {Row[]} */
  const entered = [[rows.state, state]];
  if (input.payAmount != null && input.payPer) {
    const type = input.payType ? `, ${words.payType[input.payType] ?? input.payType}` : '';
    const per = words.per[input.payPer] ?? input.payPer;
    entered.push([rows.pay, `${usd.format(input.payAmount)} ${per}${type}`]);
  }
  if (input.hoursPerWeek != null) entered.push([rows.hours, hours.format(input.hoursPerWeek)]);
  entered.push([rows.paid, paid], [rows.taxYear, String(input.taxYear)]);

  /** @type {TaxResultEmail} */
  const email = {
    lang,
    subject: words.subject,
    brand: BRAND,
    intro: words.intro(BRAND, input.taxYear, state, paid),
    sections: [
      { heading: words.headings.entered, rows: entered },
      {
        heading: words.headings.summary,
        rows: [
          [words.summaryRows.costYear, usd.format(input.totalEmployerCostAnnual)],
          [words.summaryRows.costPaycheck, usd.format(input.totalEmployerCostPerPaycheck)],
          [words.summaryRows.takeHomePaycheck, usd.format(input.netPayPerPaycheck)],
        ],
      },
      {
        heading: words.headings.year,
        rows: [
          [words.yearRows.gross, usd.format(input.grossWagesAnnual)],
          [words.yearRows.employeeTaxes, usd.format(input.employeeTaxesAnnual)],
          [words.yearRows.netPay, usd.format(input.netPayAnnual)],
          [words.yearRows.employerTaxes, usd.format(input.employerTaxesAnnual)],
        ],
      },
    ],
    nextStep: input.supportPhone ? { text: words.nextStep, phone: input.supportPhone } : null,
    resultUrl: input.resultUrl,
    seeOnline: words.seeOnline,
    disclaimer: words.disclaimer,
  };
  return { subject: email.subject, text: renderText(email), html: renderTaxResultHtml(email) };
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
    `${email.seeOnline}: ${email.resultUrl}`,
    '',
    email.disclaimer,
    '',
    email.brand,
    '',
  ].join('\n');
}
