import { type StateCode } from '../../states';

/*
 * Why a 2027 program rate or unemployment wage base named in the 2027 issue is still 2026's: the
 * agency sets it each year, and its 2027 notice was not found (docs/tax-data.md#tax-year-2027).
 * Each reason names the agency and the notice looked for.
 */

/** The reason for a figure an agency sets for each year, whose 2027 notice was not found. */
function notFound(agency: string, figure: string): string {
  return `${agency} sets ${figure} each year; its 2027 notice was not found on 2026-11-27, so the 2026 figure stands in.`;
}

// Retrieval: searched on 2026-11-27 for each agency's 2027 notice by the agency's name, the
// figure's name with "2027", and professional payroll alerts (state wage base and paid leave
// roundups); only 2026 notices and earlier came back (WA ESD's 2026 premium bulletin, CDLE's
// chargeable wage table to 2026, Minnesota DEED's 0.88% for 2026).

/** Program rates by line code. */
export const PROGRAM_RATE_LEADS_2027: Readonly<Record<string, string>> = {
  WA_PFML: notFound('Washington ESD', 'the Paid Family and Medical Leave premium rate'),
  CA_SDI: notFound('California EDD', 'the SDI withholding rate'),
  NJ_TDI: notFound('NJDOL', 'the TDI contribution rates'),
  NJ_FLI: notFound('NJDOL', 'the FLI contribution rate'),
  NY_PFL: notFound(
    'the New York Department of Financial Services',
    'the Paid Family Leave contribution rate and cap',
  ),
  MA_PFML: notFound('the Department of Family and Medical Leave', 'the PFML contribution rate'),
  OR_PAID_LEAVE: notFound(
    'the Oregon Employment Department',
    'the Paid Leave Oregon contribution rate',
  ),
  CO_FAMLI: notFound('the FAMLI Division', 'the FAMLI premium rate'),
  CT_PAID_LEAVE: notFound('the CT Paid Leave Authority', 'the paid leave contribution rate'),
  DE_PAID_LEAVE: notFound('the Delaware Department of Labor', 'the Paid Leave contribution rates'),
  MN_PAID_LEAVE: notFound(
    'Minnesota DEED',
    'the Paid Leave premium rate (by July 31 under Minn. Stat. § 268B.14)',
  ),
  ME_PFML: notFound(
    'the Maine Department of Labor',
    'the Paid Family and Medical Leave contribution rate',
  ),
  RI_TDI: notFound(
    'the Rhode Island Department of Labor and Training',
    'the TDI rate and taxable wage base',
  ),
  DC_PAID_LEAVE: notFound(
    "the District's Office of Paid Family Leave",
    'the paid leave contribution rate',
  ),
  HI_TDI: notFound('Hawaii DLIR', 'the TDI maximum weekly wage base'),
};

/** Unemployment wage bases by state. */
export const UI_WAGE_BASE_LEADS_2027: Partial<Record<StateCode, string>> = {
  WA: notFound('Washington ESD', 'the unemployment taxable wage base'),
  OR: notFound('the Oregon Employment Department', 'the unemployment taxable wage base'),
  ID: notFound('the Idaho Department of Labor', 'the unemployment taxable wage base'),
  UT: notFound('Utah DWS', 'the unemployment taxable wage base'),
  NV: notFound('Nevada DETR', 'the unemployment taxable wage base'),
  MN: notFound('Minnesota Unemployment Insurance', 'the unemployment taxable wage base'),
  NJ: notFound('NJDOL', 'the unemployment taxable wage base'),
  HI: notFound('Hawaii DLIR', 'the unemployment taxable wage base'),
  CO: notFound('CDLE', 'the chargeable wage base (indexed from 2027)'),
  NY: notFound(
    'NYSDOL',
    'the unemployment wage base (a share of the state average annual wage from 2027, Labor Law § 518)',
  ),
};
