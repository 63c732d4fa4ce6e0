// @ts-check
// Server-side validation of TaxCalculatorResultInput. GraphQL has already checked the types;
// this checks the values, and names every field that is wrong.
import { badUserInput } from './errors.mjs';

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
 */

// Local part, @, then a domain whose last label has two or more letters, or a bracketed IPv4.
const EMAIL = /^[^\s@]+@(\[(\d{1,3}\.){3}\d{1,3}\]|([A-Za-z0-9-]+\.)+[A-Za-z]{2,})$/;

export const PAY_FREQUENCIES = Object.freeze(['weekly', 'biweekly', 'semimonthly', 'monthly']);

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

  if (problems.length) throw badUserInput(problems);
  return { ...input, email, state, payFrequency, resultUrl };
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
