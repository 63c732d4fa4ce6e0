import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useId } from 'react';
import { PAY_TYPE_OPTIONS } from '@/lib/calculator/labels';
import { type PayType } from '@/lib/tax/contract';

interface PayTypeFieldProps {
  value: PayType;
  onChange: (value: PayType) => void;
}

/** Gross or take-home: radio buttons, so both choices are visible and arrow keys move between them. */
export default function PayTypeField({ value, onChange }: PayTypeFieldProps) {
  const labelId = useId();
  return (
    <FormControl>
      <FormLabel id={labelId}>This amount is</FormLabel>
      <RadioGroup
        row
        aria-labelledby={labelId}
        name="type"
        value={value}
        onChange={(event) => onChange(event.target.value === 'net' ? 'net' : 'gross')}
      >
        {PAY_TYPE_OPTIONS.map((option) => (
          <FormControlLabel
            key={option.value}
            value={option.value}
            control={<Radio />}
            label={option.label}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
