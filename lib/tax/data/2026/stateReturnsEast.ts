import { type PaymentReturn } from '../../calendar';
import { type StateCode } from '../../states';
import { APRIL_AFTER_YEAR, USUAL_QUARTERLY, annual, quarterly } from './returnDates';
import { RETURN_SOURCES as R } from './returnSources';

/** Household-employer returns of CT, DC, ME, NC, NH, RI, VA and WV (docs/tax.md#payment-calendar). */
export const RETURNS_EAST: Partial<Record<StateCode, readonly PaymentReturn[]>> = {
  CT: [
    {
      kind: 'unemployment',
      codes: ['SUI'],
      agency: 'Connecticut Department of Labor',
      form: 'Form UC-2 and UC-5A',
      title: 'Connecticut unemployment',
      frequency: 'quarterly',
      dueDates: quarterly(R.CT_DOL_UC2, USUAL_QUARTERLY),
    },
    {
      kind: 'withholding',
      codes: ['STATE_INCOME_TAX'],
      agency: 'Connecticut Department of Revenue Services',
      form: 'Form CT-941 (household employer version)',
      title: 'Connecticut income tax withholding (voluntary for household employees)',
      frequency: 'annual',
      dueDates: annual(R.CT_DRS_HOUSEHOLD, APRIL_AFTER_YEAR),
    },
    {
      kind: 'program',
      codes: ['CT_PAID_LEAVE'],
      agency: 'CT Paid Leave Authority',
      form: 'Quarterly contribution return (CT Paid Leave My Account)',
      title: 'Connecticut paid leave contributions',
      frequency: 'quarterly',
      dueDates: quarterly(R.CT_PAID_LEAVE),
    },
  ],
  DC: [
    {
      kind: 'unemployment',
      codes: ['SUI'],
      agency: 'District of Columbia Department of Employment Services',
      form: 'Form UC-30',
      title: 'District of Columbia unemployment',
      frequency: 'quarterly',
      dueDates: quarterly(
        R.DC_DOES_UI,
        'Quarterly shown; an employer of household help only may instead file Form UC-30H once a year, by April 15 after the year.',
        false,
      ),
    },
  ],
  ME: [
    {
      kind: 'withholding',
      codes: ['STATE_INCOME_TAX'],
      agency: 'Maine Revenue Services',
      form: 'Form 941ME',
      title: 'Maine income tax withholding',
      frequency: 'quarterly',
      dueDates: quarterly(R.ME_MRS_EMPLOYMENT, USUAL_QUARTERLY),
    },
    {
      kind: 'unemployment',
      codes: ['SUI'],
      agency: 'Maine Department of Labor (filed with Maine Revenue Services)',
      form: 'Form ME UC-1',
      title: 'Maine unemployment contributions',
      frequency: 'quarterly',
      dueDates: quarterly(R.ME_MRS_EMPLOYMENT, USUAL_QUARTERLY),
    },
  ],
  RI: [
    {
      kind: 'unemployment',
      codes: ['SUI', 'RI_TDI'],
      agency: 'Rhode Island Department of Labor and Training (Employer Tax Unit)',
      form: 'Form TX-17',
      title: 'Rhode Island unemployment, Job Development Fund and temporary disability insurance',
      frequency: 'quarterly',
      dueDates: quarterly(R.RI_TX17),
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
  ],
  NH: [
    {
      kind: 'unemployment',
      codes: ['SUI'],
      agency: 'New Hampshire Employment Security',
      form: 'Employer Tax and Wage Report',
      title: 'New Hampshire unemployment',
      frequency: 'quarterly',
      dueDates: quarterly(R.NH_NHES_QUARTERLY, USUAL_QUARTERLY),
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
  ],
};
