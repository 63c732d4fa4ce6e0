import Box from '@mui/material/Box';
import { ActionButton } from '@/components/ui/ActionButton';
import TextInputField from '@/components/ui/form/TextInputField';
import { type OfferTimeOff } from '@/lib/calculator/offer/offerSheet';
import { useState } from 'react';

interface TimeOffFormProps {
  timeOff: OfferTimeOff;
  /** The calculator's query string, carried as hidden fields so the offer stays the same. */
  search: string;
}

/**
 * The time off the family intends, filled into the sheet by reloading it (a plain GET form: it
 * works before any script runs, and the sheet stays a URL). Screen only.
 */
export default function TimeOffForm({ timeOff, search }: TimeOffFormProps) {
  const [pto, setPto] = useState(timeOff.ptoDays === null ? '' : String(timeOff.ptoDays));
  const [sick, setSick] = useState(timeOff.sickHours === null ? '' : String(timeOff.sickHours));
  const hidden = [...new URLSearchParams(search)].filter(
    ([name]) => name !== 'pto' && name !== 'sick',
  );
  return (
    <Box
      component="form"
      method="get"
      aria-label="Time off to put in the offer"
      data-no-print
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'end' }}
    >
      {hidden.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <TextInputField
        label="Paid days off a year"
        name="pto"
        inputMode="numeric"
        value={pto}
        onChange={setPto}
      />
      <TextInputField
        label="Paid sick hours a year"
        name="sick"
        inputMode="numeric"
        value={sick}
        onChange={setSick}
      />
      <ActionButton type="submit" variant="outlined">
        Put in the offer
      </ActionButton>
    </Box>
  );
}
