import { type PaymentReturn } from '../../calendar';
import { type StateCode } from '../../states';
import { USUAL_QUARTERLY, quarterly } from './returnDates';
import { RETURN_SOURCES_WEST as W } from './returnSourcesWest';

/** Household-employer returns of AK, ID, ND, SD and WY (docs/tax.md#payment-calendar). */
export const RETURNS_WEST: Partial<Record<StateCode, readonly PaymentReturn[]>> = {
  AK: [
    {
      kind: 'unemployment',
      codes: ['SUI'],
      agency: 'Alaska Department of Labor and Workforce Development (Employment Security Tax)',
      form: 'Form TQ01C (Quarterly Contribution Report)',
      title: 'Alaska unemployment (employer and employee)',
      frequency: 'quarterly',
      dueDates: quarterly(W.AK_DOLWD_TQ01C),
    },
  ],
  ID: [
    {
      kind: 'unemployment',
      codes: ['SUI'],
      agency: 'Idaho Department of Labor',
      form: 'Form TAX020 (Employer Quarterly Unemployment Insurance Tax Report)',
      title: 'Idaho unemployment',
      frequency: 'quarterly',
      dueDates: quarterly(W.ID_IDOL_TAX020),
    },
    {
      kind: 'withholding',
      codes: ['STATE_INCOME_TAX'],
      agency: 'Idaho State Tax Commission',
      form: 'Form 910 (Idaho Withholding Payment)',
      title: 'Idaho income tax withholding',
      frequency: 'quarterly',
      dueDates: quarterly(
        W.ID_STC_910,
        'Quarterly for $750 or less withheld a quarter; less than $750 a year is filed once, by January 31, and more than $750 a quarter monthly, by the 20th.',
        false,
      ),
    },
  ],
  ND: [
    {
      kind: 'unemployment',
      codes: ['SUI'],
      agency: 'Job Service North Dakota',
      form: 'Employer’s Contribution and Wage Report (UI EASY)',
      title: 'North Dakota unemployment',
      frequency: 'quarterly',
      dueDates: quarterly(W.ND_JOBSND_UI),
    },
    {
      kind: 'withholding',
      codes: ['STATE_INCOME_TAX'],
      agency: 'North Dakota Office of State Tax Commissioner',
      form: 'Form 306 (Income Tax Withholding Return)',
      title: 'North Dakota income tax withholding',
      frequency: 'quarterly',
      dueDates: quarterly(
        W.ND_TAX_306,
        'Quarterly shown; an employer assigned annual filing files once, by January 31.',
        false,
      ),
    },
  ],
  SD: [
    {
      kind: 'unemployment',
      codes: ['SUI'],
      agency: 'South Dakota Department of Labor and Regulation (Reemployment Assistance)',
      form: 'Form 21 (Employer’s Reemployment Assistance Quarterly Report)',
      title: 'South Dakota reemployment assistance and investment fee',
      frequency: 'quarterly',
      dueDates: quarterly(
        W.SD_DLR_FORM21,
        'Quarterly shown; a domestic employer that elects and qualifies to report once a year pays by January 31 after the year.',
        false,
      ),
    },
  ],
  WY: [
    {
      kind: 'unemployment',
      codes: ['SUI'],
      agency: 'Wyoming Department of Workforce Services',
      form: 'Quarterly UI summary and wage report (WYUI)',
      title: 'Wyoming unemployment',
      frequency: 'quarterly',
      dueDates: quarterly(W.WY_DWS_UI, USUAL_QUARTERLY),
    },
  ],
};
