import { type PaymentReturn } from '../../calendar';
import { type StateCode } from '../../states';
import { AFTER_YEAR, BY_AMOUNT, QUARTER_15TH, USUAL_QUARTERLY, quarterly } from './returnDates';
import { RETURN_SOURCES as R } from './returnSources';
import { RETURN_SOURCES_EAST as E } from './returnSourcesEast';

/** Household-employer returns of AL, DE, MS, NC, VA and WV (docs/tax.md#payment-calendar). */
export const RETURNS_SOUTH: Partial<Record<StateCode, readonly PaymentReturn[]>> = {
  AL: [
    {
      kind: 'unemployment',
      codes: ['SUI'],
      agency: 'Alabama Department of Labor (Unemployment Compensation)',
      form: 'Form UC-CR4 (Quarterly Contribution Report) and UC-CR4A',
      title: 'Alabama unemployment',
      frequency: 'quarterly',
      dueDates: quarterly(E.AL_UC_CR4),
    },
    {
      kind: 'withholding',
      codes: ['STATE_INCOME_TAX'],
      agency: 'Alabama Department of Revenue',
      form: 'Form A-1',
      title: 'Alabama income tax withholding (voluntary for domestic employees)',
      frequency: 'quarterly',
      dueDates: quarterly(
        E.AL_ADOR_A1,
        'Domestic employees are exempt from Alabama withholding, so it is by agreement; Form A-6 is filed for a month with more than $1,000 withheld.',
        false,
      ),
    },
  ],
  DE: [
    {
      kind: 'unemployment',
      codes: ['SUI'],
      agency: 'Delaware Division of Unemployment Insurance',
      form: 'Form UC-8 (Employer’s Summary Assessment Report)',
      title: 'Delaware unemployment',
      frequency: 'quarterly',
      dueDates: quarterly(E.DE_UC8),
    },
    {
      kind: 'withholding',
      codes: ['STATE_INCOME_TAX'],
      agency: 'Delaware Division of Revenue',
      form: 'Form W-1Q (Form W-1 while a monthly filer)',
      title: 'Delaware income tax withholding',
      frequency: 'quarterly',
      dueDates: quarterly(
        E.DE_W1Q,
        'A new withholding account files monthly (Form W-1, by the 15th) until its lookback period sets its frequency; a household withholding little is then a quarterly filer, shown here.',
      ),
    },
    {
      kind: 'program',
      codes: ['DE_PAID_LEAVE'],
      agency: 'Delaware Department of Labor (Division of Paid Leave)',
      form: 'Hours & Wage report and contributions (Delaware LaborFirst)',
      title: 'Delaware Paid Leave contributions',
      frequency: 'quarterly',
      dueDates: quarterly(E.DE_PAID_LEAVE),
    },
  ],
  MS: [
    {
      kind: 'unemployment',
      codes: ['SUI'],
      agency: 'Mississippi Department of Employment Security',
      form: 'Quarterly wage and contribution report (Form UI-2/UI-3)',
      title: 'Mississippi unemployment',
      frequency: 'quarterly',
      dueDates: quarterly(E.MS_MDES_QUARTERLY),
    },
    // A secondary summary (not citable under the source rule) lists domestic service among the
    // wages exempt from Mississippi withholding; the agency's own word on it was not found.
    {
      kind: 'withholding',
      codes: ['STATE_INCOME_TAX'],
      agency: 'Mississippi Department of Revenue',
      form: 'Form 89-105',
      title: 'Mississippi income tax withholding',
      frequency: 'quarterly',
      dueDates: quarterly(E.MS_DOR_89105, BY_AMOUNT, true, QUARTER_15TH),
    },
  ],
  NC: [
    {
      kind: 'unemployment',
      codes: ['SUI'],
      agency: 'North Carolina Division of Employment Security',
      form: 'Form NCUI 101 (Quarterly Tax and Wage Report)',
      title: 'North Carolina unemployment',
      frequency: 'quarterly',
      dueDates: quarterly(R.NC_DES_NCUI101, USUAL_QUARTERLY),
    },
    {
      kind: 'withholding',
      codes: ['STATE_INCOME_TAX'],
      agency: 'North Carolina Department of Revenue',
      form: 'Form NC-5',
      title: 'North Carolina income tax withholding',
      frequency: 'quarterly',
      dueDates: quarterly(E.NC_NCDOR_NC5, BY_AMOUNT),
    },
  ],
  VA: [
    {
      kind: 'unemployment',
      codes: ['SUI'],
      agency: 'Virginia Employment Commission',
      form: 'Employer’s quarterly payroll and tax report',
      title: 'Virginia unemployment',
      frequency: 'quarterly',
      dueDates: quarterly(R.VA_VEC_QUARTERLY),
    },
    {
      kind: 'withholding',
      codes: ['STATE_INCOME_TAX'],
      agency: 'Virginia Department of Taxation',
      form: 'Form VA-5 (or annual Form VA-6H)',
      title: 'Virginia income tax withholding',
      frequency: 'quarterly',
      dueDates: quarterly(
        E.VA_TAX_WITHHOLDING,
        'Quarterly shown; a household employer of domestic help only may register to file and pay once a year with Form VA-6H by January 31 after the year.',
      ),
    },
  ],
  WV: [
    {
      kind: 'unemployment',
      codes: ['SUI'],
      agency: 'WorkForce West Virginia',
      form: 'Quarterly wage and contribution reports',
      title: 'West Virginia unemployment',
      frequency: 'quarterly',
      dueDates: quarterly(R.WV_QUARTERLY),
    },
    {
      kind: 'withholding',
      codes: ['STATE_INCOME_TAX'],
      agency: 'West Virginia State Tax Department',
      form: 'Form WV/IT-101A (annual return)',
      title: 'West Virginia income tax withholding',
      frequency: 'annual',
      dueDates: [
        {
          value: AFTER_YEAR,
          ...E.WV_IT101,
          estimated: true,
          note: 'Annual shown, as for certain domestic and household employers; which households qualify was not confirmed, and an employer the Department sets as quarterly files Form WV/IT-101Q and pays monthly.',
        },
      ],
    },
  ],
};
