import OfferWarning from './OfferWarning';

interface SickTimeWarningProps {
  sickHours: number;
  minimum: number;
  stateName: string;
}

/** Says the sick time entered is under the state's minimum, on screen and on paper. */
export default function SickTimeWarning({ sickHours, minimum, stateName }: SickTimeWarningProps) {
  return (
    <OfferWarning>
      <span data-sick-time-warning>
        {sickHours} hours of sick time is under {stateName}’s minimum of {minimum} hours a year:
        offer at least {minimum}.
      </span>
    </OfferWarning>
  );
}
