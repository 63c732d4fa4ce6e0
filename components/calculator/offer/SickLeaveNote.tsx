import Typography from '@mui/material/Typography';
import { ResultLink } from '@/components/calculator/resultTable';
import { type SickLeaveText } from '@/lib/calculator/offer/paidSickLeave';

interface SickLeaveNoteProps {
  sickLeave: SickLeaveText;
  stateName: string;
}

/** The state's legal minimum of sick time, with its law, or that no state mandate was found. */
export default function SickLeaveNote({ sickLeave, stateName }: SickLeaveNoteProps) {
  if (sickLeave.kind === 'none') {
    return (
      <Typography variant="body2" data-sick-leave="none">
        {stateName}: no state mandate found for paid sick time for a household employee. A city or
        county may have one.
      </Typography>
    );
  }
  if (sickLeave.kind === 'notYet') {
    return (
      <Typography variant="body2" data-sick-leave="not-yet">
        {stateName}: no mandate for a one-nanny household yet. {sickLeave.note}{' '}
        <ResultLink href={sickLeave.source}>Source</ResultLink>
      </Typography>
    );
  }
  const { mandate } = sickLeave;
  return (
    <Typography variant="body2" data-sick-leave="mandate">
      {stateName} minimum: {mandate.summary} ({mandate.law};{' '}
      <ResultLink href={sickLeave.source}>source</ResultLink>, as of {sickLeave.asOf}.)
    </Typography>
  );
}
