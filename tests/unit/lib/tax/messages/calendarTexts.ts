import { calculateNannyTax } from '@/lib/tax/calculate';
import { type NannyTaxDueDate } from '@/lib/tax/contract';
import { TAX_YEARS } from '@/lib/tax/data';
import { STATE_CODES } from '@/lib/tax/states';
import { SUPPORTED_TAX_YEARS } from '@/lib/tax/taxYear';
import { type PayFrequency } from '@/lib/tax/types';
import { baseInput } from '../support';

const FREQUENCIES: readonly PayFrequency[] = ['weekly', 'biweekly', 'semimonthly', 'monthly'];
const LOCALITIES = [
  ['NY', 'NY-NYC'],
  ['NY', 'NY-YONKERS'],
  ['PA', 'PA-PHILADELPHIA'],
  ['PA', 'PA-EIT'],
  ['MD', 'MD-MONTGOMERY'],
  ['IN', 'IN-MARION'],
  ['OH', 'OH-MUNI'],
  ['MI', 'MI-CITY'],
  ['KY', 'KY-OCC'],
] as const;

/**
 * Agencies that publish no Spanish name: they keep their English one, so that the reader finds
 * them (docs/spanish-glossary.md). A new agency in the data fails the test until it is decided.
 */
export const AGENCIES_KEPT_IN_ENGLISH: ReadonlySet<string> = new Set([
  'Alabama Department of Labor (Unemployment Compensation)',
  'Alabama Department of Revenue',
  'Alaska Department of Labor and Workforce Development (Employment Security Tax)',
  'Arizona Department of Economic Security',
  'Arizona Department of Revenue',
  'Arkansas Department of Finance and Administration',
  'Arkansas Division of Workforce Services',
  'CT Paid Leave Authority',
  'City of Philadelphia Department of Revenue',
  'Colorado Department of Labor and Employment (FAMLI Division)',
  'Colorado Department of Labor and Employment (Unemployment Insurance)',
  'Colorado Department of Revenue',
  'Comptroller of Maryland',
  'Connecticut Department of Labor',
  'Connecticut Department of Revenue Services',
  'Delaware Department of Labor (Division of Paid Leave)',
  'Delaware Division of Revenue',
  'Delaware Division of Unemployment Insurance',
  'District of Columbia Department of Employment Services',
  'District of Columbia Department of Employment Services (Office of Paid Family Leave)',
  'District of Columbia Office of Tax and Revenue',
  'Georgia Department of Labor',
  'Georgia Department of Revenue',
  'Hawaii Department of Labor and Industrial Relations (Unemployment Insurance)',
  'Hawaii Department of Taxation',
  'IRS',
  'Idaho Department of Labor',
  'Idaho State Tax Commission',
  'Illinois Department of Employment Security',
  'Illinois Department of Revenue',
  'Indiana Department of Revenue',
  'Indiana Department of Workforce Development',
  'Iowa Department of Revenue',
  'Iowa Workforce Development',
  'Job Service North Dakota',
  'Kansas Department of Labor',
  'Kansas Department of Revenue',
  'Kentucky Department of Revenue',
  'Kentucky Office of Unemployment Insurance',
  'Louisiana Department of Revenue',
  'Louisiana Workforce Commission',
  'Maine Department of Labor (Paid Family and Medical Leave)',
  'Maine Revenue Services',
  'Maryland Division of Unemployment Insurance',
  'Massachusetts Department of Family and Medical Leave',
  'Massachusetts Department of Revenue',
  'Massachusetts Department of Unemployment Assistance',
  'Michigan Department of Treasury',
  'Michigan Unemployment Insurance Agency',
  'Minnesota Department of Revenue',
  'Minnesota Paid Leave (Department of Employment and Economic Development)',
  'Minnesota Unemployment Insurance (DEED)',
  'Mississippi Department of Employment Security',
  'Mississippi Department of Revenue',
  'Missouri Department of Revenue',
  'Missouri Division of Employment Security',
  'Montana Department of Labor and Industry (Unemployment Insurance)',
  'Montana Department of Revenue',
  'Nebraska Department of Labor',
  'Nebraska Department of Revenue',
  'Nevada Employment Security Division',
  'New Hampshire Employment Security',
  'New Jersey Division of Taxation',
  'New Mexico Department of Workforce Solutions',
  'New Mexico Taxation and Revenue Department',
  'New York State Department of Taxation and Finance',
  'North Carolina Department of Revenue',
  'North Carolina Division of Employment Security',
  'North Dakota Office of State Tax Commissioner',
  'Ohio Department of Job and Family Services',
  'Ohio Department of Taxation',
  'Oklahoma Employment Security Commission',
  'Oklahoma Tax Commission',
  'Pennsylvania Department of Revenue',
  'Pennsylvania Office of UC Tax Services',
  'Rhode Island Department of Labor and Training (Employer Tax Unit)',
  'Rhode Island Division of Taxation',
  'South Carolina Department of Employment and Workforce',
  'South Carolina Department of Revenue',
  'South Dakota Department of Labor and Regulation (Reemployment Assistance)',
  'Tennessee Department of Labor and Workforce Development',
  'Texas Workforce Commission',
  'Utah Department of Workforce Services',
  'Utah State Tax Commission',
  'Vermont Department of Labor',
  'Vermont Department of Taxes',
  'Virginia Department of Taxation',
  'Virginia Employment Commission',
  'West Virginia State Tax Department',
  'Wisconsin Department of Revenue',
  'Wisconsin Department of Workforce Development',
  'WorkForce West Virginia',
  'Wyoming Department of Workforce Services',
]);

/**
 * Every payment calendar row an answer can hold, in English: every state, 2026 and 2027, every
 * pay frequency, with and without state withholding, and the localities with a local tax.
 */
export function allDueDates(): NannyTaxDueDate[] {
  const rows: NannyTaxDueDate[] = [];
  for (const taxYear of SUPPORTED_TAX_YEARS) {
    for (const state of STATE_CODES)
      for (const payFrequency of FREQUENCIES)
        for (const stateWithholding of [true, false]) {
          const input = baseInput({ taxYear, state, payFrequency, stateWithholding });
          const withFederal = { ...input, federalWithholding: { filingStatus: 'single' as const } };
          rows.push(...calculateNannyTax(withFederal).yearView.dueDates);
        }
    for (const [state, locality] of LOCALITIES) {
      const input = baseInput({
        taxYear,
        state,
        locality,
        localRate: 0.02,
        stateWithholding: true,
      });
      rows.push(...calculateNannyTax(input).yearView.dueDates);
    }
  }
  return rows;
}

/** Every state return's title, form, agency and date notes in every year's calendar data. */
export function calendarDataTexts() {
  const titles = new Set<string>();
  const forms = new Set<string>();
  const agencies = new Set<string>();
  const notes = new Set<string>();
  for (const year of SUPPORTED_TAX_YEARS) {
    const calendar = TAX_YEARS[year].calendar;
    const federal = [...calendar.estimatedTax, ...calendar.stateUiReports];
    for (const date of [...federal, calendar.w2, calendar.scheduleH])
      if (date.note) notes.add(date.note);
    for (const returns of Object.values(calendar.stateReturns))
      for (const r of returns ?? []) {
        titles.add(r.title);
        forms.add(r.form);
        agencies.add(r.agency);
        for (const date of r.dueDates) if (date.note) notes.add(date.note);
      }
  }
  return { titles: [...titles], forms: [...forms], agencies: [...agencies], notes: [...notes] };
}
