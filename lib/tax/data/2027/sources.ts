import { type LocalitySource, sourceRef as ref } from '../../localities/types';

/**
 * Where the 2027 figures already known come from: statutes and agency pages with a 2027 value
 * (docs/tax-data.md#tax-year-2027). Everything else is carried from 2026, marked, with the reason.
 */

export const SOURCES_2027 = {
  MI_MINIMUM_WAGE: ref(
    'Michigan Public Act 1 of 2025 (SB 8), amending MCL 408.934: $15.00 an hour from January 1, 2027 (Senate Fiscal Agency, "S.B. 8: Analysis as Enacted", https://ombudsman.legislature.mi.gov/documents/2025-2026/billanalysis/Senate/htm/2025-SFA-0008-N.htm)',
    '2027-01-01',
  ),
  RI_MINIMUM_WAGE: ref(
    'Rhode Island 2025 H 5029 (signed August 2025), amending R.I. Gen. Laws § 28-12-3: $17.00 an hour from January 1, 2027',
    '2027-01-01',
  ),
  VA_MINIMUM_WAGE: ref(
    'Virginia 2026 HB 1 (identical SB 1), amending Va. Code § 40.1-28.10: $13.75 an hour from January 1, 2027 and $15.00 from January 1, 2028 (enactment of April 8, 2026 seen on a bill tracker, not on lis.virginia.gov)',
    '2027-01-01',
  ),
  AK_MINIMUM_WAGE: ref(
    'Alaska Ballot Measure 1 (2024), AS 23.10.065: $14.00 an hour from July 1, 2026 and $15.00 from July 1, 2027',
    '2027-07-01',
  ),
  FL_MINIMUM_WAGE: ref(
    'Florida Constitution, Art. X § 24(c): $15.00 an hour from September 30, 2026; the first inflation adjustment is calculated on September 30, 2027 and takes effect January 1, 2028',
    '2026-09-30',
  ),
  PHILADELPHIA: ref(
    'Philadelphia City Council Bill No. 250195, amending Chapter 19-1500 (Wage and Net Profits Tax), § 19-1502(1): residents 2.235% city portion to June 30, 2027 and 2.23% from July 1, 2027, plus the 1.50% PICA tax (3.735%, 3.73%), non-residents 3.425% and 3.42%, https://phila.legistar.com/LegislationDetail.aspx?GUID=C841EB7B-511D-475D-970C-82D1CB241A86&ID=7260382',
    '2027-07-01',
  ),
  MD_FAMLI: ref(
    'Maryland Department of Labor, FAMLI "Contributions" (employer page), https://paidleave.maryland.gov/employers/contributions: contributions from January 1, 2027, up to 1.2% of wages to the Social Security wage base; employers with fewer than 15 employees remit only the employee half. Rate: MD Labor, "Labor Announces Contribution Rate for FAMLI" (September 29, 2023), https://labor.md.gov/whatsnews/laborannouncescontributionrateforfamli.shtml: 0.90%, half from the employee',
    '2023-09-29',
  ),
  IRS_DUE_DATES: ref(
    'IRS Form 1040-ES, Form W-2 and Schedule H due-date rules (Pub 509) applied to the 2027 calendar: a date on a weekend or legal holiday moves to the next business day; the 2026 rules until the 2027 editions are checked',
    '2027',
  ),
  STATE_UI_QUARTERLY: ref(
    'The usual state unemployment quarterly report rule (last day of the month after the quarter, moved off weekends), applied to 2027',
    '2027',
  ),
} as const satisfies Record<string, LocalitySource>;
