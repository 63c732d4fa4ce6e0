/** @jest-environment node */
import { parseNannyTaxRequest } from '@/lib/tax/request';

const VALID = {
  taxYear: 2026,
  state: 'tx',
  pay: { amount: 25, per: 'hour', type: 'gross' },
  hoursPerWeek: 40,
  payFrequency: 'weekly',
};

function errorsFor(body: unknown) {
  const result = parseNannyTaxRequest(body);
  if (result.ok) throw new Error('expected errors');
  return result.errors;
}

describe('parseNannyTaxRequest', () => {
  it('fills in defaults and upper-cases the state', () => {
    const result = parseNannyTaxRequest(VALID);
    expect(result).toEqual({
      ok: true,
      input: {
        ...VALID,
        state: 'TX',
        weeksPerYear: 52,
        liveIn: false,
        employerPaysEmployeeFica: false,
        householdEmployees: 1,
        federalWithholding: null,
        stateWithholding: false,
        suiRate: null,
        family: null,
        daysPerWeek: 5,
        personalAttendant: true,
        employeeRelationship: 'none',
        parentException: false,
        locality: null,
        livesInLocality: true,
        residence: null,
        localRate: null,
      },
    });
  });

  it('fills in W-4 and family defaults', () => {
    const result = parseNannyTaxRequest({
      ...VALID,
      federalWithholding: { filingStatus: 'married' },
      family: { filingStatus: 'single', agi: 90_000, childrenUnder13: 1 },
    });
    expect(result.ok && result.input.federalWithholding).toEqual({
      filingStatus: 'married',
      multipleJobs: false,
      dependentsCredit: 0,
      otherIncome: 0,
      deductions: 0,
      extraWithholding: 0,
    });
    expect(result.ok && result.input.family).toEqual({
      filingStatus: 'single',
      agi: 90_000,
      childrenUnder13: 1,
      dependentCareFsa: 0,
    });
  });

  it.each([
    [
      'true: the state defaults',
      true,
      { filingStatus: null, allowances: null, additionalWithholding: 0 },
    ],
    ['false: none', false, false],
    [
      'a state certificate, defaults filled',
      { filingStatus: 'married', allowances: 2 },
      { filingStatus: 'married', allowances: 2, additionalWithholding: 0 },
    ],
    [
      'explicit nulls: the state defaults',
      { filingStatus: null, allowances: null, additionalWithholding: 10 },
      { filingStatus: null, allowances: null, additionalWithholding: 10 },
    ],
  ])('reads stateWithholding %s', (_, stateWithholding, expected) => {
    const result = parseNannyTaxRequest({ ...VALID, stateWithholding });
    expect(result.ok && result.input.stateWithholding).toEqual(expected);
  });

  it.each([
    ['taxYear', { taxYear: 2025 }, 'must be a supported tax year (2026, 2027)'],
    ['state', { state: 'XX' }, 'must be a two-letter US state code or DC'],
    [
      'pay.amount',
      { pay: { amount: 0, per: 'hour', type: 'gross' } },
      'must be a number greater than 0 and at most 1,000,000',
    ],
    [
      'pay.amount',
      { pay: { amount: 1_000_001, per: 'hour', type: 'gross' } },
      'must be a number greater than 0 and at most 1,000,000',
    ],
    [
      'pay.amount',
      { pay: { amount: '25', per: 'hour', type: 'gross' } },
      'must be a number greater than 0 and at most 1,000,000',
    ],
    [
      'pay.per',
      { pay: { amount: 25, per: 'day', type: 'gross' } },
      'must be one of: hour, week, month, year',
    ],
    [
      'pay.type',
      { pay: { amount: 25, per: 'hour', type: 'after-tax' } },
      'must be one of: gross, net',
    ],
    ['pay', { pay: 25 }, 'must be an object with amount, per and type'],
    ['hoursPerWeek', { hoursPerWeek: 0.5 }, 'must be a number from 1 to 168'],
    ['hoursPerWeek', { hoursPerWeek: 169 }, 'must be a number from 1 to 168'],
    ['weeksPerYear', { weeksPerYear: 53 }, 'must be a whole number from 1 to 52'],
    ['weeksPerYear', { weeksPerYear: 10.5 }, 'must be a whole number from 1 to 52'],
    [
      'payFrequency',
      { payFrequency: 'daily' },
      'must be one of: weekly, biweekly, semimonthly, monthly',
    ],
    ['liveIn', { liveIn: 'yes' }, 'must be true or false'],
    ['employerPaysEmployeeFica', { employerPaysEmployeeFica: 1 }, 'must be true or false'],
    ['householdEmployees', { householdEmployees: 0 }, 'must be a whole number from 1 to 50'],
    ['householdEmployees', { householdEmployees: 51 }, 'must be a whole number from 1 to 50'],
    ['federalWithholding', { federalWithholding: 'single' }, 'must be an object or null'],
    [
      'federalWithholding.filingStatus',
      { federalWithholding: { filingStatus: 'mfs' } },
      'must be one of: single, married, head_of_household',
    ],
    [
      'federalWithholding.multipleJobs',
      { federalWithholding: { filingStatus: 'single', multipleJobs: 'no' } },
      'must be true or false',
    ],
    [
      'federalWithholding.dependentsCredit',
      { federalWithholding: { filingStatus: 'single', dependentsCredit: -1 } },
      'must be a number from 0 to 100,000,000',
    ],
    [
      'federalWithholding.otherIncome',
      { federalWithholding: { filingStatus: 'single', otherIncome: -1 } },
      'must be a number from 0 to 100,000,000',
    ],
    [
      'federalWithholding.deductions',
      { federalWithholding: { filingStatus: 'single', deductions: 'x' } },
      'must be a number from 0 to 100,000,000',
    ],
    [
      'federalWithholding.extraWithholding',
      { federalWithholding: { filingStatus: 'single', extraWithholding: -5 } },
      'must be a number from 0 to 1,000,000',
    ],
    [
      'stateWithholding',
      { stateWithholding: null },
      'must be true, false or an object with filingStatus, allowances, additionalWithholding',
    ],
    [
      'stateWithholding.allowances',
      { stateWithholding: { allowances: 1.5 } },
      'must be a whole number from 0 to 99, or null',
    ],
    [
      'stateWithholding.filingStatus',
      { stateWithholding: { filingStatus: 'joint' } },
      'must be one of: single, married, head_of_household, or null',
    ],
    [
      'stateWithholding.additionalWithholding',
      { stateWithholding: { additionalWithholding: -1 } },
      'must be a number from 0 to 1,000,000',
    ],
    ['stateWithholding.extra', { stateWithholding: { extra: 1 } }, 'is not a recognised field'],
    ['suiRate', { suiRate: 2.7 }, 'must be a decimal fraction from 0 to 0.2 (e.g. 0.027), or null'],
    [
      'suiRate',
      { suiRate: -0.01 },
      'must be a decimal fraction from 0 to 0.2 (e.g. 0.027), or null',
    ],
    ['family', { family: [] }, 'must be an object or null'],
    [
      'family.filingStatus',
      { family: { filingStatus: 'x', agi: 1, childrenUnder13: 1 } },
      'must be one of: single, married, head_of_household',
    ],
    [
      'family.agi',
      { family: { filingStatus: 'single', agi: -1, childrenUnder13: 1 } },
      'must be a number from 0 to 100,000,000',
    ],
    [
      'family.childrenUnder13',
      { family: { filingStatus: 'single', agi: 1, childrenUnder13: 1.5 } },
      'must be a whole number from 0 to 20',
    ],
    [
      'family.dependentCareFsa',
      { family: { filingStatus: 'single', agi: 1, childrenUnder13: 1, dependentCareFsa: -1 } },
      'must be a number from 0 to 100,000,000',
    ],
  ])('rejects a bad %s', (field, patch, message) => {
    expect(errorsFor({ ...VALID, ...patch })).toEqual([{ field, message }]);
  });

  it.each(['taxYear', 'state', 'pay', 'hoursPerWeek', 'payFrequency'])('requires %s', (field) => {
    const body: Record<string, unknown> = { ...VALID };
    delete body[field];
    expect(errorsFor(body)).toEqual([{ field, message: 'is required' }]);
  });

  it('requires the fields inside pay, the W-4 and family', () => {
    expect(errorsFor({ ...VALID, pay: { per: 'hour', type: 'gross' } })).toEqual([
      { field: 'pay.amount', message: 'is required' },
    ]);
    expect(errorsFor({ ...VALID, federalWithholding: {} })).toEqual([
      { field: 'federalWithholding.filingStatus', message: 'is required' },
    ]);
    expect(errorsFor({ ...VALID, family: { filingStatus: 'single' } })).toEqual([
      { field: 'family.agi', message: 'is required' },
      { field: 'family.childrenUnder13', message: 'is required' },
    ]);
  });

  it('rejects unknown keys, at any depth, by their path', () => {
    expect(errorsFor({ ...VALID, zip: '10001', pay: { ...VALID.pay, currency: 'USD' } })).toEqual([
      { field: 'pay.currency', message: 'is not a recognised field' },
      { field: 'zip', message: 'is not a recognised field' },
    ]);
  });

  it.each([null, [], 'text', 42])('rejects a body that is not an object (%p)', (body) => {
    expect(errorsFor(body)).toEqual([
      { field: '', message: 'Request body must be a JSON object.' },
    ]);
  });

  it('reports every bad field at once', () => {
    expect(errorsFor({ ...VALID, hoursPerWeek: 0, payFrequency: 'x' }).map((e) => e.field)).toEqual(
      ['hoursPerWeek', 'payFrequency'],
    );
  });
});
