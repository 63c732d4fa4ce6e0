import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';
import { useId, type ReactNode } from 'react';

interface TextInputFieldProps {
  label: string;
  /** The form field name, for forms that also work without JavaScript. */
  name?: string;
  value: string;
  onChange: (value: string) => void;
  /** The problem with the value; shown under the field and tied to it. */
  error?: string | null | undefined;
  /** Shown under the field when there is no error. */
  hint?: string | undefined;
  type?: 'text' | 'email';
  autoComplete?: string;
  inputMode?: 'numeric' | 'decimal' | 'email' | 'text';
  startAdornment?: ReactNode;
  endAdornment?: ReactNode;
  sx?: SxProps<Theme>;
}

/**
 * An outlined text field built from its parts. MUI's `TextField` bundles `Select` and its menu
 * (about 23 kB gzip) even when no field is a select; the pages' JavaScript budget cannot carry
 * that, and this renders the same markup and labelling.
 */
export default function TextInputField({
  label,
  name,
  value,
  onChange,
  error,
  hint,
  type = 'text',
  autoComplete = 'off',
  inputMode,
  startAdornment,
  endAdornment,
  sx,
}: TextInputFieldProps) {
  const id = useId();
  const helperId = `${id}-helper`;
  const helper = error ?? hint;
  const invalid = error !== null && error !== undefined;
  const inputProps: OutlinedInputProps['inputProps'] = inputMode ? { inputMode } : {};
  return (
    <FormControl fullWidth error={invalid} sx={sx ?? {}}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        name={name}
        label={label}
        type={type}
        value={value}
        autoComplete={autoComplete}
        onChange={(event) => onChange(event.target.value)}
        startAdornment={startAdornment}
        endAdornment={endAdornment}
        inputProps={inputProps}
        aria-describedby={helper ? helperId : undefined}
      />
      {helper ? <FormHelperText id={helperId}>{helper}</FormHelperText> : null}
    </FormControl>
  );
}
