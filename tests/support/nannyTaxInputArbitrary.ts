import fc from 'fast-check';
import { type CompleteNannyTaxInput } from '@/lib/tax/contract';
import { EMPLOYEE_RELATIONSHIPS } from '@/lib/tax/relationships';
import { entersRate, LOCALITIES, localitiesOf } from '@/lib/tax/localities/lookup';
import { impliedResidence, taxesResidents } from '@/lib/tax/localities/residence';
import { type Locality } from '@/lib/tax/localities/types';
import { STATE_CODES } from '@/lib/tax/states';

const money = fc.integer({ min: 0, max: 10_000_000 }).map((c) => c / 100);
const status = fc.constantFrom('single', 'married', 'head_of_household' as const);

/** Any complete input the URL parser can produce (the calculator's possible starting points). */
export const completeInput: fc.Arbitrary<CompleteNannyTaxInput> = fc.record({
  taxYear: fc.constant(2026 as const),
  state: fc.constantFrom(...STATE_CODES),
  pay: fc.record({
    amount: fc.integer({ min: 1, max: 100_000_000 }).map((c) => c / 100),
    per: fc.constantFrom('hour', 'week', 'month', 'year' as const),
    type: fc.constantFrom('gross', 'net' as const),
  }),
  hoursPerWeek: fc.integer({ min: 4, max: 672 }).map((h) => h / 4),
  weeksPerYear: fc.integer({ min: 1, max: 52 }),
  payFrequency: fc.constantFrom('weekly', 'biweekly', 'semimonthly', 'monthly' as const),
  liveIn: fc.boolean(),
  employerPaysEmployeeFica: fc.boolean(),
  householdEmployees: fc.integer({ min: 1, max: 50 }),
  federalWithholding: fc.option(
    fc.record({
      filingStatus: status,
      multipleJobs: fc.boolean(),
      dependentsCredit: money,
      otherIncome: money,
      deductions: money,
      extraWithholding: money,
    }),
    { nil: null },
  ),
  stateWithholding: fc.oneof(
    fc.constant(false as const),
    fc.record({
      filingStatus: fc.option(status, { nil: null }),
      allowances: fc.option(fc.integer({ min: 0, max: 99 }), { nil: null }),
      additionalWithholding: money,
    }),
  ),
  suiRate: fc.option(
    fc.integer({ min: 0, max: 20_000 }).map((r) => r / 100_000),
    { nil: null },
  ),
  family: fc.option(
    fc.record({
      filingStatus: status,
      agi: money,
      childrenUnder13: fc.integer({ min: 0, max: 20 }),
      dependentCareFsa: money,
    }),
    { nil: null },
  ),
  daysPerWeek: fc.integer({ min: 1, max: 7 }),
  personalAttendant: fc.boolean(),
  employeeRelationship: fc.constantFrom(...EMPLOYEE_RELATIONSHIPS),
  parentException: fc.boolean(),
  locality: fc.constant(null),
  livesInLocality: fc.constant(true),
  residence: fc.constant(null),
  localRate: fc.constant(null),
});

/** Where she lives: what the work place implies, none, or any resident-tax place of the state. */
function residenceOf(locality: Locality, lives: boolean, pick: number | null): string | null {
  if (pick === null) return impliedResidence(locality.state, locality.code, lives);
  const homes = localitiesOf(locality.state).filter(taxesResidents);
  return homes.length === 0 ? null : (homes[pick % (homes.length + 1)]?.code ?? null);
}

/** Any input with a locality of its state, state withholding on (local tax is withheld with it). */
export const localityInput: fc.Arbitrary<CompleteNannyTaxInput> = fc
  .record({
    input: completeInput,
    locality: fc.constantFrom(...LOCALITIES),
    livesInLocality: fc.boolean(),
    pick: fc.option(fc.nat({ max: 30 }), { nil: null }),
    localRate: fc.integer({ min: 0, max: 10_000 }).map((r) => r / 100_000),
    allowances: fc.option(fc.integer({ min: 0, max: 10 }), { nil: null }),
    filingStatus: fc.option(status, { nil: null }),
  })
  .map(({ input, locality, livesInLocality, pick, localRate, allowances, filingStatus }) => ({
    ...input,
    state: locality.state,
    locality: locality.code,
    livesInLocality,
    residence: residenceOf(locality, livesInLocality, pick),
    localRate: entersRate(locality) ? localRate : null,
    stateWithholding: { filingStatus, allowances, additionalWithholding: 0 },
  }));
