import { type PaymentReturn } from '../../calendar';
import { type StateCode } from '../../states';
import { QUARTER_25TH, USUAL_QUARTERLY, quarterly } from './returnDates';
import { RETURN_SOURCES as R } from './returnSources';

/** Household-employer returns of IL, MI, MN, MO, OH, TX and WI (docs/tax.md#payment-calendar). */
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
  MO: [
    {
      kind: 'unemployment',
      codes: ['SUI'],
      agency: 'Missouri Division of Employment Security',
      form: 'Quarterly Contribution and Wage Report (MODES-4)',
      title: 'Missouri unemployment',
      frequency: 'quarterly',
      dueDates: quarterly(R.MO_DES_QUARTERLY, USUAL_QUARTERLY),
    },
  ],
  OH: [
    {
      kind: 'unemployment',
      codes: ['SUI'],
      agency: 'Ohio Department of Job and Family Services',
      form: 'Quarterly Tax Return',
      title: 'Ohio unemployment',
      frequency: 'quarterly',
      dueDates: quarterly(R.OH_ODJFS_QUARTERLY),
    },
  ],
  WI: [
    {
      kind: 'unemployment',
      codes: ['SUI'],
      agency: 'Wisconsin Department of Workforce Development',
      form: 'Form UCT-101 (quarterly contribution report)',
      title: 'Wisconsin unemployment',
      frequency: 'quarterly',
      dueDates: quarterly(R.WI_DWD_UCT101, USUAL_QUARTERLY),
    },
  ],
};
