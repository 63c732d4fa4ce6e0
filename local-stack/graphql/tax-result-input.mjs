// @ts-check
// Server-side validation of TaxCalculatorResultInput. GraphQL has already checked the types;
// this checks the values, and names every field that is wrong.
import { badUserInput } from './errors.mjs';
import { LOCALES } from './tax-result-email-text.mjs';

/**
 * @typedef {object} TaxCalculatorResultInput
 * @property {string} email
 * @property {string} resultUrl
 * @property {number} taxYear
 * @property {string} state
 * @property {string} payFrequency
 * @property {number} grossWagesAnnual
 * @property {number} netPayAnnual
 * @property {number} employeeTaxesAnnual
 * @property {number} employerTaxesAnnual
 * @property {number} totalEmployerCostAnnual
 * @property {number} netPayPerPaycheck
 * @property {number} totalEmployerCostPerPaycheck
 * @property {string | null} [stateName] the state's name, for the e-mail (older clients send none)
 * @property {number | null} [payAmount] dollars per `payPer`
 * @property {string | null} [payPer] hour | week | month | year
 * @property {string | null} [payType] gross | net
 * @property {number | null} [hoursPerWeek]
 * @property {string | null} [supportPhone] the site's support line, for the e-mail's next step
 * @property {string | null} [locale] the e-mail's language: en (the default) or es
 */

// Local part, @, then a domain whose last label has two or more letters, or a bracketed IPv4.
const EMAIL = /^[^\s@]+@(\[(\d{1,3}\.){3}\d{1,3}\]|([A-Za-z0-9-]+\.)+[A-Za-z]{2,})$/;

export const PAY_FREQUENCIES = Object.freeze(['weekly', 'biweekly', 'semimonthly', 'monthly']);
export const PAY_PERS = Object.freeze(['hour', 'week', 'month', 'year']);
export const PAY_TYPES = Object.freeze(['gross', 'net']);
// Letters of any language: a Spanish page names a state in Spanish ("Nuevo México").
const STATE_NAME = /^\p{L}[\p{L} .'-]{0,39}$/u;
// The site's own SUPPORT_PHONE rule (lib/platform/config/schema.ts), so any configured line passes.
const PHONE = /^[0-9()+\-.\s]{7,25}$/;
const HOURS_IN_A_WEEK = 168;

/** @type {readonly (keyof TaxCalculatorResultInput)[]} */
export const AMOUNT_FIELDS = Object.freeze([
  'grossWagesAnnual',
  'netPayAnnual',
  'employeeTaxesAnnual',
  'employerTaxesAnnual',
  'totalEmployerCostAnnual',
  'netPayPerPaycheck',
  'totalEmployerCostPerPaycheck',
]);

/**
 * @param {TaxCalculatorResultInput} input
 * @returns {TaxCalculatorResultInput} trimmed and normalised (state upper-cased)
 * @throws {import('graphql').GraphQLError} BAD_USER_INPUT naming each invalid field
 */
export function validateTaxCalculatorResultInput(input) {
  /** @type {{ field: string, message: string }[]} */
  const problems = [];
  const email = input.email.trim();
  const state = input.state.trim().toUpperCase();
  const payFrequency = input.payFrequency.trim().toLowerCase();
  const resultUrl = input.resultUrl.trim();

  if (email.length > 254 || !EMAIL.test(email)) {
    problems.push({ field: 'email', message: 'must be an email address like name@example.com' });
  }
  if (!isWebUrl(resultUrl)) {
    problems.push({ field: 'resultUrl', message: 'must be an absolute http(s) URL' });
  }
  if (!Number.isInteger(input.taxYear) || input.taxYear < 1900 || input.taxYear > 2100) {
    problems.push({ field: 'taxYear', message: 'must be a four-digit year' });
  }
  if (!/^[A-Z]{2}$/.test(state)) {
    problems.push({ field: 'state', message: 'must be a two-letter state code' });
  }
  if (!PAY_FREQUENCIES.includes(payFrequency)) {
    problems.push({
      field: 'payFrequency',
      message: `must be one of ${PAY_FREQUENCIES.join(', ')}`,
    });
  }
  for (const field of AMOUNT_FIELDS) {
    const value = input[field];
    if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) {
      problems.push({ field, message: 'must be a finite number, zero or more' });
    }
  }

  const details = validateDetails(input, problems);

  if (problems.length) throw badUserInput(problems);
  return { ...input, email, state, payFrequency, resultUrl, ...details };
}

/**
 * The optional fields the e-mail shows when a client sends them: each trimmed, or null.
 * @param {TaxCalculatorResultInput} input
 * @param {{ field: string, message: string }[]} problems appended to
 */
function validateDetails(input, problems) {
  const stateName = input.stateName?.trim() || null;
  const payPer = input.payPer?.trim().toLowerCase() || null;
  const payType = input.payType?.trim().toLowerCase() || null;
  const supportPhone = input.supportPhone?.trim() || null;
  const payAmount = input.payAmount ?? null;
  const hoursPerWeek = input.hoursPerWeek ?? null;
  const locale = input.locale?.trim().toLowerCase() || null;
  if (stateName !== null && !STATE_NAME.test(stateName)) {
    problems.push({ field: 'stateName', message: 'must be a state name, letters and spaces' });
  }
  if (payAmount !== null && !(Number.isFinite(payAmount) && payAmount > 0)) {
    problems.push({ field: 'payAmount', message: 'must be a finite number above zero' });
  }
  if (payPer !== null && !PAY_PERS.includes(payPer)) {
    problems.push({ field: 'payPer', message: `must be one of ${PAY_PERS.join(', ')}` });
  }
  if (payType !== null && !PAY_TYPES.includes(payType)) {
    problems.push({ field: 'payType', message: `must be one of ${PAY_TYPES.join(', ')}` });
  }
  if (
    hoursPerWeek !== null &&
    !(Number.isFinite(hoursPerWeek) && hoursPerWeek > 0 && hoursPerWeek <= HOURS_IN_A_WEEK)
  ) {
    problems.push({
      field: 'hoursPerWeek',
      message: `must be above 0 and at most ${HOURS_IN_A_WEEK}`,
    });
  }
  if (supportPhone !== null && !PHONE.test(supportPhone)) {
    problems.push({ field: 'supportPhone', message: 'must be a phone number' });
  }
  if (locale !== null && !LOCALES.includes(locale)) {
    problems.push({ field: 'locale', message: `must be one of ${LOCALES.join(', ')}` });
  }
  return { stateName, payAmount, payPer, payType, hoursPerWeek, supportPhone, locale };
}

/** @param {string} value */
function isWebUrl(value) {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.host !== '';
  } catch {
    return false;
  }
}
