import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import { useId } from 'react';

interface SwitchFieldProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  hint?: string;
}

/** An on/off choice with its label, and an optional explanation tied to it. */
export default function SwitchField({ label, checked, onChange, hint }: SwitchFieldProps) {
  const hintId = useId();
  return (
    <div>
      <FormControlLabel
        label={label}
        control={
          <Switch
            checked={checked}
            onChange={(event) => onChange(event.target.checked)}
            slotProps={{ input: hint ? { 'aria-describedby': hintId } : {} }}
          />
        }
      />
      {hint ? (
        <FormHelperText id={hintId} sx={{ mt: -0.5, ml: 0 }}>
          {hint}
        </FormHelperText>
      ) : null}
    </div>
  );
}
