import { type PaymentReturn } from '../../calendar';
import { type StateCode } from '../../states';
import {
  APRIL_AFTER_YEAR,
  QUARTER_20TH,
  QUARTER_25TH,
  USUAL_QUARTERLY,
  annual,
  quarterly,
} from './returnDates';
import { RETURN_SOURCES as R } from './returnSources';
import { RETURN_SOURCES_EAST as E } from './returnSourcesEast';

/** Household-employer returns of CT, DC, ME, NH, RI and VT (docs/tax.md#payment-calendar). */
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
    {
      kind: 'withholding',
      codes: ['STATE_INCOME_TAX'],
      agency: 'District of Columbia Office of Tax and Revenue',
      form: 'Form FR-900Q',
      title: 'District of Columbia income tax withholding',
      frequency: 'quarterly',
      dueDates: quarterly(
        E.DC_OTR_FR900Q,
        'The Office’s household-employer rule and the 20th-of-the-month dates are from its 2019 forms page; the 2026 page was not found.',
        true,
        QUARTER_20TH,
      ),
    },
    {
      kind: 'program',
      codes: ['DC_PAID_LEAVE'],
      agency:
        'District of Columbia Department of Employment Services (Office of Paid Family Leave)',
      form: 'Paid Family Leave quarterly wage report and tax (Employer Self Service Portal)',
      title: 'District of Columbia paid family leave',
      frequency: 'quarterly',
      dueDates: quarterly(
        E.DC_PAID_FAMILY_LEAVE,
        'The Department’s page says the tax is paid quarterly through the unemployment account but not its date; the usual last day of the month after the quarter is shown.',
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
    {
      kind: 'program',
      codes: ['ME_PFML'],
      agency: 'Maine Department of Labor (Paid Family and Medical Leave)',
      form: 'PFML quarterly wage report and premium (PFML portal)',
      title: 'Maine paid family and medical leave',
      frequency: 'quarterly',
      dueDates: quarterly(E.ME_PFML),
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
    {
      kind: 'withholding',
      codes: ['STATE_INCOME_TAX'],
      agency: 'Rhode Island Division of Taxation',
      form: 'Form RI-941',
      title: 'Rhode Island income tax withholding',
      frequency: 'quarterly',
      dueDates: quarterly(
        E.RI_941,
        'Form RI-941 is filed each quarter; the tax withheld is paid with it while under $50 a month, else monthly (within 20 days) or weekly.',
        false,
      ),
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
  VT: [
    {
      kind: 'unemployment',
      codes: ['SUI'],
      agency: 'Vermont Department of Labor',
      form: 'Form C-101 (Quarterly Wage and Contribution Report)',
      title: 'Vermont unemployment',
      frequency: 'quarterly',
      dueDates: quarterly(E.VT_C101),
    },
    {
      kind: 'withholding',
      codes: ['STATE_INCOME_TAX', 'VT_CHILD_CARE'],
      agency: 'Vermont Department of Taxes',
      form: 'Form WHT-436 (Quarterly Withholding Reconciliation)',
      title: 'Vermont income tax withholding and Child Care Contribution',
      frequency: 'quarterly',
      dueDates: quarterly(
        E.VT_WHT436,
        'Filed each quarter; a larger withholder pays monthly (by the 25th) or semiweekly and reconciles on the WHT-436.',
        false,
        QUARTER_25TH,
      ),
    },
  ],
};
