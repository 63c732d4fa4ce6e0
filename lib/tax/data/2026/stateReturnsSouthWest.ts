import { type PaymentReturn } from '../../calendar';
import { type StateCode } from '../../states';
import { AFTER_YEAR, USUAL_QUARTERLY, annual, quarterly } from './returnDates';
import { RETURN_SOURCES as R } from './returnSources';
import { WITHHOLDING_SOUTH_WEST as WH } from './withholdingReturnsSouthWest';

/**
 * Household-employer returns of AR, AZ, CO, FL, GA, HI, MT, NM, NV, OR, SC, TN and UT: the
 * unemployment report, programs, then the withholding return of ./withholdingReturnsSouthWest
 * (docs/tax.md#payment-calendar).
 */
export const RETURNS_SOUTH_WEST: Partial<Record<StateCode, readonly PaymentReturn[]>> = {
  AZ: [
    {
      kind: 'unemployment',
      codes: ['SUI'],
      agency: 'Arizona Department of Economic Security',
      form: 'Form UC-018 (Unemployment Tax and Wage Report)',
      title: 'Arizona unemployment',
      frequency: 'quarterly',
      dueDates: quarterly(R.AZ_DES_UI),
    },
    WH.AZ,
  ],
  CO: [
    {
      kind: 'unemployment',
      codes: ['SUI'],
      agency: 'Colorado Department of Labor and Employment (Unemployment Insurance)',
      form: 'Premium and wage reports (MyUI Employer+)',
      title: 'Colorado unemployment',
      frequency: 'quarterly',
      dueDates: quarterly(R.CO_CDLE_UI),
    },
    {
      kind: 'program',
      codes: ['CO_FAMLI'],
      agency: 'Colorado Department of Labor and Employment (FAMLI Division)',
      form: 'FAMLI quarterly wage report and premium (My FAMLI+ Employer)',
      title: 'Colorado paid family and medical leave',
      frequency: 'quarterly',
      dueDates: quarterly(R.CO_FAMLI),
    },
    WH.CO,
  ],
  FL: [
    {
      kind: 'unemployment',
      codes: ['SUI'],
      agency: 'Florida Department of Revenue (reemployment tax)',
      form: 'Form RT-6 (Employer’s Quarterly Report)',
      title: 'Florida reemployment tax',
      frequency: 'quarterly',
      dueDates: quarterly(
        R.FL_DOR_RT6,
        'Quarterly shown; an employer only of domestic workers, once it has an earned rate, may apply (Form RT-7A, by December 1) to report once a year.',
        false,
      ),
    },
  ],
  GA: [
    {
      kind: 'unemployment',
      codes: ['SUI'],
      agency: 'Georgia Department of Labor',
      form: 'Form DOL-4A (Annual Tax and Wage Report for Domestic Employment)',
      title: 'Georgia unemployment (domestic employers)',
      frequency: 'annual',
      dueDates: annual(R.GA_DOL_4A, AFTER_YEAR),
    },
    WH.GA,
  ],
  OR: [
    {
      kind: 'withholding',
      codes: ['SUI', 'STATE_INCOME_TAX', 'OR_PAID_LEAVE'],
      agency: 'Oregon Department of Revenue and Employment Department (combined payroll report)',
      form: 'Form OQ (Oregon Quarterly Tax Report)',
      title: 'Oregon unemployment, withholding and Paid Leave Oregon',
      frequency: 'quarterly',
      dueDates: quarterly(
        R.OR_COMBINED_PAYROLL,
        'Quarterly shown; a domestic employer may choose to file once a year with Form OA (Oregon Annual Tax Report).',
        false,
      ),
    },
  ],
  NV: [
    {
      kind: 'unemployment',
      codes: ['SUI'],
      agency: 'Nevada Employment Security Division',
      form: 'Form NUCS 4072 (Employer’s Quarterly Contribution and Wage Report)',
      title: 'Nevada unemployment and Career Enhancement Program',
      frequency: 'quarterly',
      dueDates: quarterly(R.NV_ESD_NUCS4072, USUAL_QUARTERLY),
    },
  ],
  HI: [
    {
      kind: 'unemployment',
      codes: ['SUI'],
      agency: 'Hawaii Department of Labor and Industrial Relations (Unemployment Insurance)',
      form: 'Form UC-B6',
      title: 'Hawaii unemployment and employment and training assessment',
      frequency: 'quarterly',
      dueDates: quarterly(R.HI_DLIR_UCB6),
    },
    WH.HI,
    WH.HI_TDI,
  ],
  SC: [
    {
      kind: 'unemployment',
      codes: ['SUI'],
      agency: 'South Carolina Department of Employment and Workforce',
      form: 'Quarterly Contribution and Wage Report',
      title: 'South Carolina unemployment',
      frequency: 'quarterly',
      dueDates: quarterly(R.SC_DEW_QUARTERLY),
    },
    WH.SC,
  ],
  TN: [
    {
      kind: 'unemployment',
      codes: ['SUI'],
      agency: 'Tennessee Department of Labor and Workforce Development',
      form: 'Premium Report (LB-0456) and Wage Report (LB-0851)',
      title: 'Tennessee unemployment',
      frequency: 'quarterly',
      dueDates: quarterly(R.TN_PREMIUM_WAGE),
    },
  ],
  UT: [
    {
      kind: 'unemployment',
      codes: ['SUI'],
      agency: 'Utah Department of Workforce Services',
      form: 'Employer’s Quarterly Wage List and Contribution Report',
      title: 'Utah unemployment',
      frequency: 'quarterly',
      dueDates: quarterly(
        R.UT_DWS_QUARTERLY,
        'Quarterly shown; a domestic employer may choose to file and pay once a year, by January 31 after the year.',
        false,
      ),
    },
    WH.UT,
  ],
  NM: [
    {
      kind: 'unemployment',
      codes: ['SUI'],
      agency: 'New Mexico Department of Workforce Solutions',
      form: 'Employer’s quarterly wage and contribution report',
      title: 'New Mexico unemployment',
      frequency: 'quarterly',
      dueDates: quarterly(R.NM_DWS_QUARTERLY),
    },
    WH.NM,
  ],
  AR: [
    {
      kind: 'unemployment',
      codes: ['SUI'],
      agency: 'Arkansas Division of Workforce Services',
      form: 'Employer’s Quarterly Contribution and Wage Report',
      title: 'Arkansas unemployment',
      frequency: 'quarterly',
      dueDates: quarterly(R.AR_DWS_QUARTERLY, USUAL_QUARTERLY),
    },
    WH.AR,
  ],
  MT: [
    {
      kind: 'unemployment',
      codes: ['SUI'],
      agency: 'Montana Department of Labor and Industry (Unemployment Insurance)',
      form: 'Form UI-5 (quarterly wage report)',
      title: 'Montana unemployment',
      frequency: 'quarterly',
      dueDates: quarterly(R.MT_UI5),
    },
    WH.MT,
  ],
};
