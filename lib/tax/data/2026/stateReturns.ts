import { type PaymentReturn } from '../../calendar';
import { type StateCode } from '../../states';
import { AFTER_YEAR, BY_AMOUNT, USUAL_QUARTERLY, quarterly } from './returnDates';
import { RETURN_SOURCES as R } from './returnSources';
import { RETURN_SOURCES_EAST as E } from './returnSourcesEast';
import { RETURNS_CENTRAL } from './stateReturnsCentral';
import { RETURNS_EAST } from './stateReturnsEast';
import { RETURNS_SOUTH } from './stateReturnsSouth';
import { RETURNS_SOUTH_WEST } from './stateReturnsSouthWest';
import { RETURNS_WEST } from './stateReturnsWest';

/** The 2026 household-employer returns known per state (docs/tax.md#payment-calendar). */
export const STATE_RETURNS_2026: Partial<Record<StateCode, readonly PaymentReturn[]>> = {
  ...RETURNS_EAST,
  ...RETURNS_SOUTH,
  ...RETURNS_CENTRAL,
  ...RETURNS_SOUTH_WEST,
  ...RETURNS_WEST,
  CA: [
    {
      kind: 'withholding',
      codes: ['SUI', 'CA_SDI', 'STATE_INCOME_TAX'],
      agency: 'California Employment Development Department',
      form: 'Form DE 3BHW',
      title: 'California unemployment, training tax, SDI and income tax',
      frequency: 'quarterly',
      dueDates: quarterly(
        R.CA_EDD_HOUSEHOLD,
        'Quarterly shown; a household paying $20,000 or less in a year may elect to pay once a year with Form DE 3HW by January 31.',
      ),
    },
  ],
  NY: [
    {
      kind: 'withholding',
      codes: ['SUI', 'STATE_INCOME_TAX', 'LOCAL_INCOME_TAX'],
      localities: ['NY-NYC', 'NY-YONKERS'],
      agency: 'New York State Department of Taxation and Finance',
      form: 'Form NYS-45',
      title: 'New York withholding (state, New York City, Yonkers) and unemployment',
      frequency: 'quarterly',
      dueDates: quarterly(
        R.NY_NYS45,
        'Once $700 or more is withheld in a quarter, that tax is paid within 3 business days of the payroll with Form NYS-1; the rest goes with the NYS-45.',
        false,
      ),
    },
    {
      kind: 'carrier',
      codes: ['NY_PFL', 'NY_DBL'],
      agency: 'Your disability and paid family leave insurance carrier',
      form: 'DBL/PFL policy premium',
      title: 'New York paid family leave and disability contributions',
      frequency: 'quarterly',
      dueDates: quarterly(
        R.NY_WCB_DBL_PFL,
        'The carrier bills on the policy’s own schedule; the contributions you withhold go toward its premium. Quarterly shown.',
      ),
    },
  ],
  NJ: [
    {
      kind: 'withholding',
      codes: ['SUI', 'SUI_EMPLOYEE', 'NJ_TDI', 'NJ_FLI', 'STATE_INCOME_TAX'],
      agency: 'New Jersey Division of Taxation',
      form: 'Form NJ-927-H (and Form WR-30)',
      title: 'New Jersey withholding, unemployment, disability and family leave',
      frequency: 'annual',
      dueDates: [{ value: AFTER_YEAR, ...R.NJ_927H }],
    },
  ],
  MA: [
    {
      kind: 'unemployment',
      codes: ['SUI'],
      agency: 'Massachusetts Department of Unemployment Assistance',
      form: 'Quarterly contribution and wage report (UI Online)',
      title: 'Massachusetts unemployment',
      frequency: 'quarterly',
      dueDates: quarterly(R.MA_DUA_QUARTERLY),
    },
    {
      kind: 'withholding',
      codes: ['STATE_INCOME_TAX'],
      agency: 'Massachusetts Department of Revenue',
      form: 'Form M-941',
      title: 'Massachusetts income tax withholding',
      frequency: 'quarterly',
      dueDates: quarterly(R.MA_DOR_M941, BY_AMOUNT),
    },
    {
      kind: 'program',
      codes: ['MA_PFML'],
      agency: 'Massachusetts Department of Family and Medical Leave',
      form: 'PFML quarterly contribution return (MassTaxConnect)',
      title: 'Massachusetts paid family and medical leave',
      frequency: 'quarterly',
      dueDates: quarterly(R.MA_DFML),
    },
  ],
  WA: [
    {
      kind: 'unemployment',
      codes: ['SUI'],
      agency: 'Washington Employment Security Department',
      form: 'Unemployment insurance quarterly tax and wage report',
      title: 'Washington unemployment',
      frequency: 'quarterly',
      dueDates: quarterly(R.WA_ESD_UI),
    },
    {
      kind: 'program',
      codes: ['WA_PFML', 'WA_CARES'],
      agency: 'Washington Employment Security Department (Paid Leave)',
      form: 'Paid Leave quarterly report',
      title: 'Washington paid family and medical leave and WA Cares',
      frequency: 'quarterly',
      dueDates: quarterly(R.WA_PAID_LEAVE),
    },
  ],
  MD: [
    {
      kind: 'unemployment',
      codes: ['SUI'],
      agency: 'Maryland Division of Unemployment Insurance',
      form: 'Quarterly wage report and contributions (BEACON)',
      title: 'Maryland unemployment',
      frequency: 'quarterly',
      dueDates: quarterly(R.MD_DUI_BEACON, USUAL_QUARTERLY),
    },
    {
      kind: 'withholding',
      codes: ['STATE_INCOME_TAX', 'LOCAL_INCOME_TAX'],
      agency: 'Comptroller of Maryland',
      form: 'Form MW506',
      title: 'Maryland state and county income tax withholding',
      frequency: 'quarterly',
      dueDates: quarterly(R.MD_MW506, BY_AMOUNT),
    },
  ],
  IN: [
    {
      kind: 'unemployment',
      codes: ['SUI'],
      agency: 'Indiana Department of Workforce Development',
      form: 'Quarterly wage and employment report (Uplink)',
      title: 'Indiana unemployment',
      frequency: 'quarterly',
      dueDates: quarterly(R.IN_DWD_UPLINK, USUAL_QUARTERLY),
    },
    {
      kind: 'withholding',
      codes: ['STATE_INCOME_TAX', 'LOCAL_INCOME_TAX'],
      agency: 'Indiana Department of Revenue',
      form: 'Form WH-1',
      title: 'Indiana state and county income tax withholding',
      frequency: 'quarterly',
      dueDates: quarterly(R.IN_WH1, BY_AMOUNT),
    },
  ],
  PA: [
    {
      kind: 'unemployment',
      codes: ['SUI'],
      agency: 'Pennsylvania Office of UC Tax Services',
      form: 'Form UC-2/UC-2A (quarterly, in UCMS)',
      title: 'Pennsylvania unemployment (employer and employee)',
      frequency: 'quarterly',
      dueDates: quarterly(R.PA_UC_QUARTERLY),
    },
    {
      kind: 'withholding',
      codes: ['STATE_INCOME_TAX'],
      agency: 'Pennsylvania Department of Revenue',
      form: 'Form PA-W3 (payments with PA-501)',
      title: 'Pennsylvania income tax withholding',
      frequency: 'quarterly',
      dueDates: quarterly(E.PA_W3, BY_AMOUNT),
    },
    {
      kind: 'local',
      codes: ['LOCAL_INCOME_TAX'],
      localities: ['PA-EIT'],
      agency: 'Your local earned income tax collector (Act 32)',
      form: 'Quarterly local earned income tax return',
      title: 'Pennsylvania local earned income tax',
      frequency: 'quarterly',
      dueDates: quarterly(R.PA_ACT32),
    },
    {
      kind: 'local',
      codes: ['LOCAL_INCOME_TAX'],
      localities: ['PA-PHILADELPHIA'],
      agency: 'City of Philadelphia Department of Revenue',
      form: 'Wage tax return',
      title: 'Philadelphia wage tax',
      frequency: 'quarterly',
      dueDates: quarterly(R.PHILADELPHIA_WAGE_TAX, BY_AMOUNT),
    },
  ],
};
