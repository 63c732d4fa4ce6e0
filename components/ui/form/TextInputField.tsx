import { useId, type ReactNode } from 'react';
import { FieldHelper, FieldLabel, FieldRoot, FrameInput, InputFrame } from './fieldParts';

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
  /**
   * A problem with a valid value (a pay below a minimum wage), shown under the field with any
   * action it offers, and read with the field (aria-describedby).
   */
  notice?: ReactNode;
  type?: 'text' | 'email' | 'date';
  /** The earliest and latest value of a date field (`YYYY-MM-DD`). */
  min?: string;
  max?: string;
  autoComplete?: string;
  inputMode?: 'numeric' | 'decimal' | 'email' | 'text';
  startAdornment?: ReactNode;
  endAdornment?: ReactNode;
  /** Placement in the caller's layout (flex basis, width). */
  className?: string;
}

/**
 * A labelled text field on a native `<input>`: the label above it, the hint or error under it
 * and tied to it (aria-describedby, aria-invalid). MUI's `TextField` and its `OutlinedInput`
 * parts cost more JavaScript than the pages' budget allows for a box around an input.
 */
export default function TextInputField({
  label,
  name,
  value,
  onChange,
  error,
  hint,
  notice,
  type = 'text',
  min,
  max,
  autoComplete = 'off',
  inputMode,
  startAdornment,
  endAdornment,
  className,
}: TextInputFieldProps) {
  const id = useId();
  const helperId = `${id}-helper`;
  const noticeId = `${id}-notice`;
  const helper = error ?? hint;
  const invalid = error !== null && error !== undefined;
  const describedBy = [helper ? helperId : null, notice ? noticeId : null].filter(Boolean);
  return (
    <FieldRoot className={className}>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <InputFrame {...(invalid ? { 'data-invalid': true } : {})}>
        {startAdornment}
        <FrameInput
          id={id}
          name={name}
          type={type}
          min={min}
          max={max}
          value={value}
          autoComplete={autoComplete}
          inputMode={inputMode}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy.length > 0 ? describedBy.join(' ') : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
        {endAdornment}
      </InputFrame>
      {helper ? (
        <FieldHelper id={helperId} {...(invalid ? { 'data-error': true } : {})}>
          {helper}
        </FieldHelper>
      ) : null}
      {notice ? (
        <FieldHelper id={noticeId} data-notice>
          {notice}
        </FieldHelper>
      ) : null}
    </FieldRoot>
  );
}
