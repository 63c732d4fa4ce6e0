import { type PaymentReturn } from '../../calendar';
import { type StateCode } from '../../states';
import { QUARTER_25TH, quarterly } from './returnDates';
import { RETURN_SOURCES as R } from './returnSources';

/** Household-employer returns of IL, MI, MN and TX (docs/tax.md#payment-calendar). */
export const RETURNS_CENTRAL: Partial<Record<StateCode, readonly PaymentReturn[]>> = {
  IL: [
    {
      kind: 'unemployment',
      codes: ['SUI'],
      agency: 'Illinois Department of Employment Security',
      form: 'Form UI-3/40',
      title: 'Illinois unemployment',
      frequency: 'quarterly',
      dueDates: quarterly(
        R.IL_IDES_HOUSEHOLD,
        'Quarterly shown; a household employer may instead pay once a year with Form UI-HA, by April 15 after the year.',
        false,
      ),
    },
  ],
  MI: [
    {
      kind: 'unemployment',
      codes: ['SUI'],
      agency: 'Michigan Unemployment Insurance Agency',
      form: 'Employer’s Quarterly Wage/Tax Report',
      title: 'Michigan unemployment',
      frequency: 'quarterly',
      dueDates: quarterly(R.MI_UIA_QUARTERLY, undefined, true, QUARTER_25TH),
    },
  ],
  MN: [
    {
      kind: 'unemployment',
      codes: ['SUI'],
      agency: 'Minnesota Unemployment Insurance (DEED)',
      form: 'Quarterly wage detail report',
      title: 'Minnesota unemployment',
      frequency: 'quarterly',
      dueDates: quarterly(R.MN_UI_WAGE_DETAIL),
    },
  ],
  TX: [
    {
      kind: 'unemployment',
      codes: ['SUI'],
      agency: 'Texas Workforce Commission',
      form: 'Employer’s Quarterly Wage Report',
      title: 'Texas unemployment',
      frequency: 'quarterly',
      dueDates: quarterly(
        R.TX_TWC_QUARTERLY,
        'Quarterly shown; TWC’s Domestic Employment page sets out a domestic employer’s other reporting and paying options.',
        false,
      ),
    },
  ],
};
