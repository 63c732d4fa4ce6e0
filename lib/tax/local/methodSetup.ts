import { type CompleteNannyTaxInput, type NannyTaxWarning } from '../contract';
import { type Locality, type LocalTax } from '../localities/types';
import { allowancesFor, type StateCertificate } from '../state/withholding/methods';
import { type BracketMethod, type StateWithholdingTable } from '../state/withholding/types';
import { type Figure } from '../types';
import { changeDescription } from '../dated';
import { type PayDateFacts } from '../datedLine';
import { percentText } from '../figuresOnDate';
import { datedMethod, datedRateMethod, flatRateMethod } from './flatRate';
import { indianaCountyMethod } from './indianaCounty';
import { marylandCountyMethod } from './marylandCounty';
import { enteredRateWarning, nycNonresidentWarning, residenceCountyWarning } from './messages';
import { nycResidentMethod } from './nycResident';
import { type LocalMethod, type LocalTaxSetup } from './types';
import { yonkersNonresidentMethod, yonkersResidentMethod } from './yonkers';

/** The state's bracket method, which the NY, MD and IN local methods build on. */
function bracketMethod(
  methods: StateWithholdingTable,
  input: CompleteNannyTaxInput,
): BracketMethod {
  const method = methods[input.state]?.value;
  if (method?.kind !== 'brackets') {
    throw new Error(`The ${input.state} local method needs the state's bracket method.`);
  }
  return method;
}

/** What a locality's method is settled from. */
export interface SetupFacts {
  readonly input: CompleteNannyTaxInput;
  readonly locality: Locality;
  readonly cert: StateCertificate;
  readonly periods: number;
  readonly dates: PayDateFacts;
  readonly methods: StateWithholdingTable;
  /** The year's Maryland guide schedule rates (a county withholds at the first at or above its own). */
  readonly marylandScheduleRates: Figure<readonly number[]>;
}

/**
 * The method, label and figures of one locality's tax for this request: `lives` says whether the
 * nanny lives there (its resident tax) or only works there (its non-resident tax).
 */
export function methodSetup(tax: LocalTax, lives: boolean, facts: SetupFacts): LocalTaxSetup {
  const { input, locality, cert, periods } = facts;
  const setup = (
    label: string,
    method: LocalMethod,
    figures: readonly Figure<unknown>[],
    warnings: readonly NannyTaxWarning[] = [],
  ): LocalTaxSetup => ({ kind: 'method', label, method, figures, warnings });
  switch (tax.kind) {
    case 'nycResident': {
      if (!lives) return { kind: 'none', warnings: [nycNonresidentWarning()] };
      const state = bracketMethod(facts.methods, input);
      const method = nycResidentMethod(
        tax.schedule.value,
        cert,
        allowancesFor(state, cert),
        periods,
      );
      return setup('New York City resident tax', method, [tax.schedule]);
    }
    case 'yonkers':
      return lives
        ? setup(
            'Yonkers resident surcharge',
            yonkersResidentMethod(
              tax.residentSurcharge.value,
              bracketMethod(facts.methods, input),
              cert,
              periods,
            ),
            [tax.residentSurcharge],
          )
        : setup(
            'Yonkers non-resident earnings tax',
            yonkersNonresidentMethod(tax.nonresident.value, periods),
            [tax.nonresident],
          );
    case 'marylandCounty': {
      const state = bracketMethod(facts.methods, input);
      const method = marylandCountyMethod(
        tax.rate.value,
        facts.marylandScheduleRates.value,
        state,
        cert,
        periods,
      );
      return setup(
        `${locality.name} income tax`,
        method,
        [tax.rate, facts.marylandScheduleRates],
        [residenceCountyWarning(locality)],
      );
    }
    case 'indianaCounty': {
      const state = bracketMethod(facts.methods, input);
      const method = datedMethod(tax.rate, facts.dates, (rate) =>
        indianaCountyMethod(rate, state, cert, periods),
      );
      const through = changeDescription(tax.rate, percentText);
      return setup(
        `${locality.name} income tax${through ? ` (${through})` : ''}`,
        method,
        [tax.rate],
        [residenceCountyWarning(locality)],
      );
    }
    case 'wageTax': {
      const rates = lives ? tax.resident : tax.nonresident;
      const who = lives ? 'resident' : 'non-resident';
      const through = changeDescription(rates, percentText);
      return setup(
        `${locality.name} Wage Tax (${who}${through ? `, ${through}` : ''})`,
        datedRateMethod(rates, facts.dates),
        [rates],
      );
    }
    case 'enterRate': {
      const rate = input.localRate ?? 0;
      return setup(
        'Local income tax (rate you entered)',
        flatRateMethod(rate, periods),
        [tax.lookup],
        [enteredRateWarning(rate, tax.lookup.value)],
      );
    }
  }
}
