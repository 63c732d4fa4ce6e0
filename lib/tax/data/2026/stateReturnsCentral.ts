import { type PaymentReturn } from '../../calendar';
import { type StateCode } from '../../states';
import { QUARTER_25TH, USUAL_QUARTERLY, quarterly } from './returnDates';
import { RETURN_SOURCES as R } from './returnSources';
import { WITHHOLDING_CENTRAL as WH } from './withholdingReturnsCentral';

/**
 * Household-employer returns of IA, IL, KS, KY, LA, MI, MN, MO, NE, OH, OK, TX and WI: the
 * unemployment report, then the withholding return of ./withholdingReturnsCentral
 * (docs/tax.md#payment-calendar).
 */
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
    WH.IL,
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
    WH.MI,
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
    WH.MN,
    WH.MN_PAID_LEAVE,
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
    WH.MO,
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
    WH.OH,
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
    WH.WI,
  ],
  KY: [
    {
      kind: 'unemployment',
      codes: ['SUI'],
      agency: 'Kentucky Office of Unemployment Insurance',
      form: 'Form UI-3 (Employer’s Quarterly Unemployment Wage and Tax Report)',
      title: 'Kentucky unemployment',
      frequency: 'quarterly',
      dueDates: quarterly(R.KY_UI3),
    },
    WH.KY,
  ],
  LA: [
    {
      kind: 'unemployment',
      codes: ['SUI'],
      agency: 'Louisiana Workforce Commission',
      form: 'Employer’s Quarterly Wage and Tax Report',
      title: 'Louisiana unemployment',
      frequency: 'quarterly',
      dueDates: quarterly(
        R.LA_LWC_QUARTERLY,
        'Quarterly shown; a domestic employer filing annually reports by January 31 after the year.',
        false,
      ),
    },
    WH.LA,
  ],
  OK: [
    {
      kind: 'unemployment',
      codes: ['SUI'],
      agency: 'Oklahoma Employment Security Commission',
      form: 'Form OES-3 (Employer’s Quarterly Contribution and Wage Report)',
      title: 'Oklahoma unemployment',
      frequency: 'quarterly',
      dueDates: quarterly(R.OK_OESC_OES3),
    },
    WH.OK,
  ],
  IA: [
    {
      kind: 'unemployment',
      codes: ['SUI'],
      agency: 'Iowa Workforce Development',
      form: 'Quarterly contribution and payroll report',
      title: 'Iowa unemployment',
      frequency: 'quarterly',
      dueDates: quarterly(R.IA_IWD_QUARTERLY),
    },
    WH.IA,
  ],
  KS: [
    {
      kind: 'unemployment',
      codes: ['SUI'],
      agency: 'Kansas Department of Labor',
      form: 'Form K-CNS 100 (Quarterly Wage Report and Unemployment Tax Return)',
      title: 'Kansas unemployment',
      frequency: 'quarterly',
      dueDates: quarterly(R.KS_KDOL_KCNS100),
    },
    WH.KS,
  ],
  NE: [
    {
      kind: 'unemployment',
      codes: ['SUI'],
      agency: 'Nebraska Department of Labor',
      form: 'Combined Tax Report and Wage Report',
      title: 'Nebraska unemployment',
      frequency: 'quarterly',
      dueDates: quarterly(R.NE_DOL_COMBINED),
    },
    WH.NE,
  ],
};
