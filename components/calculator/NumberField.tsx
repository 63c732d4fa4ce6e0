import { type ReactNode } from 'react';
import TextInputField from '@/components/ui/form/TextInputField';

interface NumberFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The problem with the value; shown under the field and tied to it (aria-describedby). */
  error?: string | undefined;
  /** Shown under the field when there is no error. */
  hint?: string | undefined;
  /** A problem with a valid value, with its fix: read with the field. */
  notice?: ReactNode;
  /** "$" before or "%" after the number. */
  unit?: '$' | '%';
  /** Whole numbers only: phones show the digit keypad. */
  whole?: boolean;
}

/**
 * A number typed as text: the calculator parses it, so partial input ("12.") never fights the
 * cursor the way `type="number"` does, and errors read in plain words. (`min`/`max` apply only
 * to `type="number"`; the limits are checked by `parseCalculatorForm` and said in the error.)
 */
export default function NumberField({
  label,
  value,
  onChange,
  error,
  hint,
  notice,
  unit,
  whole = false,
}: NumberFieldProps) {
  return (
    <TextInputField
      label={label}
      value={value}
      onChange={onChange}
      error={error}
      hint={hint}
      notice={notice}
      inputMode={whole ? 'numeric' : 'decimal'}
      startAdornment={unit === '$' ? '$' : null}
      endAdornment={unit === '%' ? '%' : null}
    />
  );
}
