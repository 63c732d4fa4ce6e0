import { fillIn } from '@/lib/calculator/text/fillIn';
import OfferWarning from './OfferWarning';
import { useOfferText } from './OfferTextContext';

interface SickTimeWarningProps {
  sickHours: number;
  minimum: number;
  stateName: string;
}

/** Says the sick time entered is under the state's minimum, on screen and on paper. */
export default function SickTimeWarning({ sickHours, minimum, stateName }: SickTimeWarningProps) {
  const { sheet } = useOfferText();
  return (
    <OfferWarning>
      <span data-sick-time-warning>
        {fillIn(sheet.sickWarning, {
          hours: String(sickHours),
          state: stateName,
          minimum: String(minimum),
        })}
      </span>
    </OfferWarning>
  );
}
