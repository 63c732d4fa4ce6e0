import typography from '@/components/ui/typography.module.css';
import { type ReactNode } from 'react';
import { type SickLeaveText } from '@/lib/calculator/offer/paidSickLeave';
import { fillIn } from '@/lib/calculator/text/fillIn';
import { useOfferText } from './OfferTextContext';

interface SickLeaveNoteProps {
  sickLeave: SickLeaveText;
  stateName: string;
  /** The footnote mark citing the law's source (the source itself is at the foot of the sheet). */
  children?: ReactNode;
}

/** The state's legal minimum of sick time, with its law, or that no state mandate was found. */
export default function SickLeaveNote({ sickLeave, stateName, children }: SickLeaveNoteProps) {
  const words = useOfferText().sheet.sickLeave;
  if (sickLeave.kind === 'none') {
    return (
      <p className={typography.body2} data-sick-leave="none">
        {fillIn(words.none, { state: stateName })}
      </p>
    );
  }
  if (sickLeave.kind === 'notYet') {
    return (
      <p className={typography.body2} data-sick-leave="not-yet">
        {fillIn(words.notYet, { state: stateName, note: sickLeave.note })}
        {children}
      </p>
    );
  }
  const { mandate } = sickLeave;
  return (
    <p className={typography.body2} data-sick-leave="mandate">
      {fillIn(words.mandate, {
        state: stateName,
        summary: mandate.summary,
        law: mandate.law,
        asOf: sickLeave.asOf,
      })}
      {children}
    </p>
  );
}
