/**
 * The nanny tax engine's public surface: pure TypeScript, no React and no I/O, so the page and the
 * API route run the same code.
 */
export { calculateNannyTax, payRates } from './calculate';
export type { PayRates } from './calculate';
export { describeResult } from './describe';
export { parseNannyTaxRequest, nannyTaxRequestSchema, FIELD_RULES } from './request';
export type { ParseResult, RequestError } from './request';
export { fromQuery, toQuery } from './query';
export type { QueryParams } from './query';
export { DEFAULT_NANNY_TAX_INPUT, NANNY_TAX_DEFAULTS } from './defaults';
export { US_STATES, STATE_CODES, isStateCode, stateName } from './states';
export { EMPLOYEE_RELATIONSHIPS, isEmployeeRelationship } from './relationships';
export type { StateCode } from './states';
export { TAX_YEARS, SUPPORTED_TAX_YEARS, LATEST_TAX_YEAR, isTaxYear } from './data';
export type { TaxYear } from './data';
export { WARNING_CODES } from './warnings';
export type { WarningCode } from './warnings';
export { NannyTaxInputError, NetToGrossError } from './errors';
export type * from './contract';
export type { FilingStatus, PayFrequency, Payer, Figure } from './types';
