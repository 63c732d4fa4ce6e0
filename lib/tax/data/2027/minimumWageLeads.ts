import { type StateCode } from '../../states';

/*
 * Why a state's 2027 minimum wage is still 2026's, where a 2027 figure was looked for and not
 * found (docs/tax-data.md#tax-year-2027). Each reason says what the law provides and which notice
 * was looked for; it is shown with the minimum-wage warning, so it stays a sentence a reader needs.
 */

/** The reason for a minimum wage that the agency adjusts for inflation each fall. */
function indexed(agency: string, rule: string): string {
  return `${rule}; ${agency}'s 2027 rate, announced in the fall, was not found on 2026-11-27, so the 2026 rate stands in.`;
}

// Retrieval: searched on 2026-11-27 for each state's 2027 rate by the agency's name and notice
// title, "<state> minimum wage 2027", "minimum wage January 1, 2027", and professional payroll
// alerts; only 2026 notices and earlier came back. Nebraska: LB 258 was found only in press and
// lobbyist reports (passed on final reading in February 2026; 1.75% or 1.5% a year, reports
// differ). Oklahoma: SQ 832's ballot pages were found, its June 16, 2026 result was not.
// Missouri: HB 567 was found as passed by the legislature, not as signed.
export const MINIMUM_WAGE_LEADS_2027: Partial<Record<StateCode, string>> = {
  AZ: indexed(
    'the Industrial Commission of Arizona',
    'A.R.S. § 23-363 adjusts it each January 1 by the CPI',
  ),
  CA: indexed(
    'the Department of Finance',
    'Labor Code § 1182.12(c) adjusts it each January 1 by the CPI, at most 3.5%',
  ),
  CO: indexed('CDLE', 'Colo. Const. art. XVIII § 15 adjusts it each January 1 by the CPI'),
  CT: indexed(
    'the Connecticut Department of Labor',
    'C.G.S. § 31-58 adjusts it each January 1 by the employment cost index',
  ),
  ME: indexed(
    'the Maine Department of Labor',
    '26 M.R.S. § 664(1) adjusts it each January 1 by the CPI',
  ),
  MN: indexed(
    'the Department of Labor and Industry',
    'Minn. Stat. § 177.24 adjusts it each January 1 by inflation, at most 5%',
  ),
  MT: indexed(
    'the Department of Labor and Industry',
    'MCA § 39-3-409 adjusts it each January 1 by the CPI-U',
  ),
  NJ: indexed('NJDOL', 'N.J.S.A. 34:11-56a4 adjusts it each January 1 by the CPI-W'),
  NY: indexed(
    'NYSDOL',
    'Labor Law § 652 indexes it from 2027 to the Northeast CPI-W, with an off-ramp',
  ),
  OH: indexed('ODJFS', 'Ohio Const. art. II § 34a adjusts it each January 1 by the CPI-W'),
  SD: indexed(
    'the Department of Labor and Regulation',
    'SDCL 60-11-3.1 adjusts it each January 1 by the CPI',
  ),
  VT: indexed(
    'the Vermont Department of Labor',
    '21 V.S.A. § 384 adjusts it each January 1 by the CPI, at most 5%',
  ),
  WA: indexed('L&I', 'RCW 49.46.020 adjusts it each January 1 by the CPI-W'),
  NE: "LB 258 (2026) replaces the voters' CPI adjustment from 2027 with a fixed yearly increase; its signed text and the Nebraska DOL's 2027 rate were not found on 2026-11-27, so the 2026 rate stands in.",
  OK: 'State Question 832, on the June 16, 2026 ballot, would set $12.00 an hour from January 1, 2027; its result was not found on 2026-11-27, so the federal $7.25 stands in.',
  MO: "HB 567 (2025) repeals the CPI adjustment that would have started in 2027, keeping $15.00; its signed text and Missouri's 2027 notice were not found on 2026-11-27, so the 2026 rate stands in.",
  DE: 'Delaware reached $15.00 on January 1, 2025 (19 Del. C. § 902); any later change for 2027 was not found on 2026-11-27, so the 2026 rate stands in.',
};
