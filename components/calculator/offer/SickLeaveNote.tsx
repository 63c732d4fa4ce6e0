import typography from '@/components/ui/typography.module.css';
import { type ReactNode } from 'react';
import { type SickLeaveText } from '@/lib/calculator/offer/paidSickLeave';

interface SickLeaveNoteProps {
  sickLeave: SickLeaveText;
  stateName: string;
  /** The footnote mark citing the law's source (the source itself is at the foot of the sheet). */
  children?: ReactNode;
}

/** The state's legal minimum of sick time, with its law, or that no state mandate was found. */
export default function SickLeaveNote({ sickLeave, stateName, children }: SickLeaveNoteProps) {
  if (sickLeave.kind === 'none') {
    return (
      <p className={typography.body2} data-sick-leave="none">
        {stateName}: no state mandate found for paid sick time for a household employee. A city or
        county may have one.
      </p>
    );
  }
  if (sickLeave.kind === 'notYet') {
    return (
      <p className={typography.body2} data-sick-leave="not-yet">
        {stateName}: no mandate for a one-nanny household yet. {sickLeave.note}
        {children}
      </p>
    );
  }
  const { mandate } = sickLeave;
  return (
    <p className={typography.body2} data-sick-leave="mandate">
      {stateName} minimum: {mandate.summary} ({mandate.law}, as of {sickLeave.asOf}.)
      {children}
    </p>
  );
}
