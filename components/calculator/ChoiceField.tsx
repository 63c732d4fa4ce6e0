import TextField from '@mui/material/TextField';
import { type Option } from '@/lib/calculator/labels';

interface ChoiceFieldProps<T extends string> {
  label: string;
  value: T;
  options: readonly Option<T>[];
  onChange: (value: T) => void;
  hint?: string;
}

/** A labelled native select: the platform's own picker on phones, fully keyboard-usable. */
export default function ChoiceField<T extends string>({
  label,
  value,
  options,
  onChange,
  hint,
}: ChoiceFieldProps<T>) {
  return (
    <TextField
      select
      label={label}
      value={value}
      // The options are exactly `options`, so the browser can only report one of their values.
      onChange={(event) => onChange(event.target.value as T)}
      helperText={hint}
      fullWidth
      slotProps={{ select: { native: true } }}
    >
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </TextField>
  );
}
