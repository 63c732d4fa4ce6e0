import { ActionButton } from '@/components/ui/ActionButton';
import TextInputField from '@/components/ui/form/TextInputField';
import { type OfferTimeOff } from '@/lib/calculator/offer/offerSheet';
import { timeOffCount } from '@/lib/calculator/offer/timeOffCount';
import { useState } from 'react';
import styles from './TimeOffForm.module.css';
import { useOfferText } from './OfferTextContext';

interface TimeOffFormProps {
  timeOff: OfferTimeOff;
  /** The calculator's query string, carried as hidden fields so the offer stays the same. */
  search: string;
  /** Called on every keystroke with the time off as read, so the sheet updates as it is typed. */
  onChange: (timeOff: OfferTimeOff) => void;
}

/**
 * The time off the family intends: the sheet follows each keystroke, and the GET form puts the
 * values in the page's link (it also works before any script runs). Screen only.
 */
export default function TimeOffForm({ timeOff, search, onChange }: TimeOffFormProps) {
  const words = useOfferText().timeOff;
  const [pto, setPto] = useState(timeOff.ptoDays === null ? '' : String(timeOff.ptoDays));
  const [sick, setSick] = useState(timeOff.sickHours === null ? '' : String(timeOff.sickHours));
  const update = (nextPto: string, nextSick: string) => {
    setPto(nextPto);
    setSick(nextSick);
    onChange({ ptoDays: timeOffCount(nextPto), sickHours: timeOffCount(nextSick) });
  };
  const hidden = [...new URLSearchParams(search)].filter(
    ([name]) => name !== 'pto' && name !== 'sick',
  );
  return (
    <form method="get" aria-label={words.formLabel} data-no-print className={styles.form}>
      {hidden.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <TextInputField
        label={words.pto}
        name="pto"
        inputMode="numeric"
        value={pto}
        onChange={(value) => update(value, sick)}
      />
      <TextInputField
        label={words.sick}
        name="sick"
        inputMode="numeric"
        value={sick}
        onChange={(value) => update(pto, value)}
      />
      <ActionButton type="submit" variant="outlined">
        {words.save}
      </ActionButton>
    </form>
  );
}
