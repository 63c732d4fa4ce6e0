import { type UnemploymentSurcharge } from '../../../state/surcharges';
import { type StateCode } from '../../../states';
import { AGENCY_SOURCES as A } from '../agencySources';

/*
 * Employer charges on unemployment wages that a new household employer pays on top of the UI rate.
 * Searched for every state; these are the ones found with an agency or statute source. Others of
 * the kind exist mainly as part of the assigned rate (e.g. NY's Re-employment Service Fund,
 * already in NY's rate) or for experienced employers only.
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
  MN: [
    {
      code: 'MN_BASE_TAX',
      label: 'Minnesota unemployment base tax',
      rate: { value: 0.004, ...A.MN_DEED_2026 },
      inAssignedRate: true,
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
};
