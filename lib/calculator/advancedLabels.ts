import { type EmployeeRelationship } from '@/lib/tax/contract';
import { type FilingStatus } from '@/lib/tax/types';
import { FILING_STATUS_OPTIONS, type Option } from './labels';

// The advanced section's choices: its own chunk, so not part of the page's first load.

/** The state form's filing status; empty means "as on the W-4" (single without one). */
export const STATE_FILING_STATUS_OPTIONS: readonly Option<FilingStatus | ''>[] = [
  { value: '', label: 'Same as the W-4 (single without one)' },
  ...FILING_STATUS_OPTIONS,
];

/** Pub 926's family relationships, in plain words. */
export const RELATIONSHIP_OPTIONS: readonly Option<EmployeeRelationship>[] = [
  { value: 'none', label: 'Not a family member (or another relative)' },
  { value: 'spouse', label: 'My spouse' },
  { value: 'child_under_21', label: 'My child, under 21' },
  { value: 'parent', label: 'My parent' },
  {
    value: 'under_18',
    label: 'Someone under 18 who is a student (household work is not their main job)',
  },
];
