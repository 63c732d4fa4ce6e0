import { type CompleteNannyTaxInput } from '../contract';
import { type LineDraft } from '../lineItem';
import { findLocality } from '../localities/lookup';
import { stateCertificate, type StateTaxAmounts } from '../state/incomeTax';
import { type PayDateFacts } from '../datedLine';
import { type TaxYearData } from '../taxYearData';
import { notWithheldWarning } from './messages';
import { methodSetup } from './methodSetup';
import { type LocalIncomeTaxOutcome, type LocalTaxSetup } from './types';

const NO_LOCAL_TAX: LocalTaxSetup = { kind: 'none', warnings: [] };

/**
 * Settles the local line for a request (see docs/tax.md#local-income-tax): none without a
 * locality; a warning and no line when the family does not withhold state income tax (local tax
 * is withheld with it) or the nanny does not owe it; else the locality's method.
 */
export function localIncomeTaxSetup(
  input: CompleteNannyTaxInput,
  data: Pick<TaxYearData, 'stateWithholding' | 'localities'>,
  dates: PayDateFacts,
): LocalTaxSetup {
  const locality =
    input.locality === null ? undefined : findLocality(input.locality, input.taxYear);
  if (!locality?.tax || locality.state !== input.state) return NO_LOCAL_TAX;
  const cert = stateCertificate(input);
  if (!cert) return { kind: 'none', warnings: [notWithheldWarning(locality)] };
  return methodSetup(locality.tax, {
    input,
    locality,
    cert,
    periods: dates.periods,
    dates,
    methods: data.stateWithholding,
    marylandScheduleRates: data.localities.marylandScheduleRates,
  });
}

const NO_LINE: LocalIncomeTaxOutcome = { line: null, warnings: [] };

/** The `LOCAL_INCOME_TAX` line for one pay amount (employee-paid, never negative). */
export function localIncomeTax(
  setup: LocalTaxSetup,
  amounts: StateTaxAmounts,
): LocalIncomeTaxOutcome {
  if (setup.kind === 'none')
    return setup.warnings.length ? { line: null, warnings: setup.warnings } : NO_LINE;
  const { annualCents, rate, perPeriodCents, quarterCents } = setup.method(amounts);
  const line: LineDraft = {
    ...(perPeriodCents === undefined ? {} : { perPeriodCents }),
    ...(quarterCents === undefined ? {} : { quarterCents }),
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
