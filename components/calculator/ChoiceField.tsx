import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useId } from 'react';
import { type Option } from '@/lib/calculator/labels';

interface ChoiceFieldProps<T extends string> {
  label: string;
  value: T;
  options: readonly Option<T>[];
  onChange: (value: T) => void;
  hint?: string;
}

/**
 * A labelled native select: the platform's own picker on phones, fully keyboard-usable, and none
 * of MUI's menu code (`NativeSelect` rather than `TextField select`).
 */
export default function ChoiceField<T extends string>({
  label,
  value,
  options,
  onChange,
  hint,
}: ChoiceFieldProps<T>) {
  const id = useId();
  const helperId = `${id}-helper`;
  return (
    <FormControl fullWidth>
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <NativeSelect
        id={id}
        value={value}
        // The options are exactly `options`, so the browser can only report one of their values.
        onChange={(event) => onChange(event.target.value as T)}
        input={<OutlinedInput label={label} notched />}
        aria-describedby={hint ? helperId : undefined}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
      {hint ? <FormHelperText id={helperId}>{hint}</FormHelperText> : null}
    </FormControl>
  );
}
