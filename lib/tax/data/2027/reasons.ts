/** Why a 2027 figure is the 2026 one: said on every carried figure (docs/tax.md#preliminary-answers). */
export const NOT_PUBLISHED =
  'The 2027 figure was not published when this was written: the 2026 figure is carried until it is.';

// Retrieval (the four reasons below): searched on 2026-11-27 for SSA's 2027 COLA fact sheet and
// Federal Register determinations, ssa.gov's contribution and benefit base table, "domestic
// employee coverage threshold 2027", the IRS's "tax inflation adjustments for tax year 2027" news
// release and revenue procedure, "Publication 15-T 2027", and DWS's wage base page (Wyoming's
// $34,900 came back only from third-party payroll tools, as did SSA's $192,300 and a "Rev. Proc.
// 2026-35").

/** Social Security's 2027 wage base: a lead to check, not a source. */
export const SS_WAGE_BASE_2027 =
  "SSA's 2027 contribution and benefit base was not found in an agency text on 2026-11-27 (a figure of $192,300 is quoted only by third-party tool listings): the 2026 base is carried until ssa.gov's 2027 fact sheet is checked.";

/** Wyoming's 2027 wage base: reported second-hand only. */
export const WY_WAGE_BASE_2027 =
  "Wyoming DWS's 2027 taxable wage base ($34,900 as reported second-hand) was not found on the agency's page on 2026-11-27: the 2026 base is carried until it is checked.";

/** The 2027 household (domestic employee) coverage threshold. */
export const HOUSEHOLD_THRESHOLD_2027 =
  "SSA's 2027 domestic employee coverage threshold (IRC §3121(x): $1,000 × the 2025 average wage index ÷ 1993's, rounded down to $100) was not found on 2026-11-27: the 2026 threshold is carried until it is.";

/** The IRS's 2027 inflation adjustments and Pub 15-T 2027. */
export const IRS_2027 =
  "The IRS's 2027 inflation adjustments (brackets, standard deduction) and Publication 15-T (2027), even as a draft, were not found on 2026-11-27: the 2026 figures and withholding tables are carried until they are.";
