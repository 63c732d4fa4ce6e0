import { type UnemploymentSurcharge } from '../../../state/surcharges';
import { type StateCode } from '../../../states';
import { AGENCY_SOURCES as A } from '../agencySources';
import { UI_SOURCES as U } from '../unemploymentSources';

/*
 * Employer charges on unemployment wages that a new household employer pays on top of the UI rate.
 * Searched for every state; these are the ones found with an agency or statute source. Others of
 * the kind are already inside the state's rate (e.g. NY's Re-employment Service Fund) or apply to
 * experienced employers only (e.g. Alabama's 0.06% Employment Security Enhancement assessment,
 * Ala. Code §25-4-40.1, which spares employers without an experience rate).
 */
export const SURCHARGES_2026: Readonly<
  Partial<Record<StateCode, readonly UnemploymentSurcharge[]>>
> = {
  CA: [
    {
      code: 'CA_ETT',
      label: 'California Employment Training Tax (ETT)',
      rate: { value: 0.001, ...A.CA_EDD_ETT },
      wageBase: { value: 7_000, ...A.CA_EDD_ETT },
    },
  ],
  DC: [
    {
      code: 'DC_ADMIN_ASSESSMENT',
      label: 'Washington D.C. unemployment administrative funding assessment',
      rate: {
        value: 0.002,
        ...A.DC_ADMIN_ASSESSMENT,
        estimated: true,
        note: 'Long-standing 0.2%; the 2026 DOES notice was not found.',
      },
    },
  ],
  GA: [
    {
      code: 'GA_ADMIN_ASSESSMENT',
      label: 'Georgia administrative assessment (new employers)',
      rate: { value: 0.0006, ...A.GA_OCGA_34_8_181 },
      newEmployerRateOnly: true,
    },
  ],
  HI: [
    {
      code: 'HI_EMPLOYMENT_TRAINING',
      label: 'Hawaii Employment and Training Assessment',
      rate: { value: 0.0001, ...A.HI_DLIR_UI_2026 },
    },
  ],
  MA: [
    {
      code: 'MA_WORKFORCE_TRAINING',
      label: 'Massachusetts Workforce Training Fund contribution',
      rate: { value: 0.00056, ...A.MA_DUA_WTFP },
    },
  ],
  MN: [
    {
      code: 'MN_BASE_TAX',
      label: 'Minnesota unemployment base tax',
      rate: { value: 0.004, ...A.MN_DEED_2026 },
      newEmployerRateOnly: true,
    },
    {
      code: 'MN_WORKFORCE_FEE',
      label: 'Minnesota workforce development assessment',
      rate: {
        value: 0.001,
        ...A.MN_WORKFORCE_FEE,
        estimated: true,
        note: 'Long-standing 0.1% of taxable wages; not re-confirmed for 2026.',
      },
    },
  ],
  NV: [
    {
      code: 'NV_CAREER_ENHANCEMENT',
      label: 'Nevada Career Enhancement Program',
      rate: { value: 0.0005, ...A.NV_NRS_612_606 },
    },
  ],
  SD: [
    {
      code: 'SD_INVESTMENT_FEE',
      label: 'South Dakota investment fee (employers without an experience rate)',
      rate: { value: 0.0055, ...U.SD_SDCL_61_5_29 },
      newEmployerRateOnly: true,
    },
  ],
  WA: [
    {
      code: 'WA_EMPLOYMENT_ADMINISTRATION',
      label: 'Washington employment administration fund',
      rate: { value: 0.0002, ...U.WA_RCW_50_24_014 },
    },
  ],
  OH: [
    {
      code: 'OH_TECHNOLOGY_FEE',
      label: 'Ohio unemployment technology and customer service fee',
      rate: {
        value: 0.0015,
        ...A.OH_TECH_FEE,
        estimated: true,
        note: 'From an accountant’s report of the ODJFS letter; the ODJFS notice itself was not found.',
      },
    },
  ],
};
