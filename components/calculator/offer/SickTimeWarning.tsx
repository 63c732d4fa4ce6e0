import Alert from '@mui/material/Alert';

interface SickTimeWarningProps {
  sickHours: number;
  minimum: number;
  stateName: string;
}

/** Says the sick time entered is under the state's minimum, on screen and on paper. */
export default function SickTimeWarning({ sickHours, minimum, stateName }: SickTimeWarningProps) {
  return (
    <Alert severity="warning" data-sick-time-warning sx={{ py: 0 }}>
      {sickHours} hours of sick time is under {stateName}’s minimum of {minimum} hours a year: offer
      at least {minimum}.
    </Alert>
  );
}
