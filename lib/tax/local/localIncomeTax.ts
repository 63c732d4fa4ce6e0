import { type CompleteNannyTaxInput, type NannyTaxWarning } from '../contract';
import { type LineDraft } from '../lineItem';
import { findLocality } from '../localities/lookup';
import { MARYLAND_SCHEDULE_RATES } from '../localities/maryland';
import { type Locality, type LocalTax } from '../localities/types';
import { stateCertificate, type StateTaxAmounts } from '../state/incomeTax';
import { allowancesFor, type StateCertificate } from '../state/withholding/methods';
import { type BracketMethod, type StateWithholdingTable } from '../state/withholding/types';
import { type Figure } from '../types';
import { flatRateMethod, yearRate } from './flatRate';
import { indianaCountyMethod } from './indianaCounty';
import { marylandCountyMethod } from './marylandCounty';
import {
  enteredRateWarning,
  notWithheldWarning,
  nycNonresidentWarning,
  residenceCountyWarning,
} from './messages';
import { nycResidentMethod } from './nycResident';
import { type LocalIncomeTaxOutcome, type LocalMethod, type LocalTaxSetup } from './types';
import { yonkersNonresidentMethod, yonkersResidentMethod } from './yonkers';

const NO_LOCAL_TAX: LocalTaxSetup = { kind: 'none', warnings: [] };

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

interface SetupFacts {
  readonly input: CompleteNannyTaxInput;
  readonly locality: Locality;
  readonly cert: StateCertificate;
  readonly periods: number;
  readonly methods: StateWithholdingTable;
}

/** The method, label and figures of one locality's tax for this request. */
function methodSetup(tax: LocalTax, facts: SetupFacts): LocalTaxSetup {
  const { input, locality, cert, periods } = facts;
  const lives = input.livesInLocality;
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
        MARYLAND_SCHEDULE_RATES.value,
        state,
        cert,
        periods,
      );
      return setup(
        `${locality.name} income tax`,
        method,
        [tax.rate, MARYLAND_SCHEDULE_RATES],
        [residenceCountyWarning(locality)],
      );
    }
    case 'indianaCounty': {
      const method = indianaCountyMethod(
        tax.rate.value,
        bracketMethod(facts.methods, input),
        cert,
        periods,
      );
      return setup(
        `${locality.name} income tax`,
        method,
        [tax.rate],
        [residenceCountyWarning(locality)],
      );
    }
    case 'wageTax': {
      const rates = lives ? tax.resident : tax.nonresident;
      const rate = yearRate(rates.value, input.taxYear);
      const who = lives ? 'resident' : 'non-resident';
      return setup(`${locality.name} Wage Tax (${who})`, flatRateMethod(rate, periods), [rates]);
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

/**
 * Settles the local line for a request (see docs/tax.md#local-income-tax): none without a
 * locality; a warning and no line when the family does not withhold state income tax (local tax
 * is withheld with it) or the nanny does not owe it; else the locality's method.
 */
export function localIncomeTaxSetup(
  input: CompleteNannyTaxInput,
  methods: StateWithholdingTable,
  periods: number,
): LocalTaxSetup {
  const locality = input.locality === null ? undefined : findLocality(input.locality);
  if (!locality?.tax || locality.state !== input.state) return NO_LOCAL_TAX;
  const cert = stateCertificate(input);
  if (!cert) return { kind: 'none', warnings: [notWithheldWarning(locality)] };
  return methodSetup(locality.tax, { input, locality, cert, periods, methods });
}

const NO_LINE: LocalIncomeTaxOutcome = { line: null, warnings: [] };

/** The `LOCAL_INCOME_TAX` line for one pay amount (employee-paid, never negative). */
export function localIncomeTax(
  setup: LocalTaxSetup,
  amounts: StateTaxAmounts,
): LocalIncomeTaxOutcome {
  if (setup.kind === 'none')
    return setup.warnings.length ? { line: null, warnings: setup.warnings } : NO_LINE;
  const { annualCents, rate } = setup.method(amounts);
  const line: LineDraft = {
    code: 'LOCAL_INCOME_TAX',
    label: setup.label,
    payer: 'employee',
    rate,
    taxableWagesCents: amounts.incomeTaxWagesCents,
    annualCents: Math.max(0, annualCents),
    figures: setup.figures,
  };
  return { line, warnings: setup.warnings };
}
