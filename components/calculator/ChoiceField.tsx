import { styled } from '@mui/material/styles';
import { useId } from 'react';
import { FieldHelper, FieldLabel, FieldRoot, NativeSelect } from '@/components/ui/form/fieldParts';
import { type Option } from '@/lib/calculator/labels';

interface ChoiceFieldProps<T extends string> {
  label: string;
  value: T;
  options: readonly Option<T>[];
  onChange: (value: T) => void;
  hint?: string;
}

const SelectBox = styled('div')({ position: 'relative' });

// The native arrow is hidden (appearance: none) so the select matches the text fields.
const Chevron = styled('svg')(({ theme }) => ({
  position: 'absolute',
  right: 12,
  top: '50%',
  width: 24,
  height: 24,
  marginTop: -12,
  pointerEvents: 'none',
  fill: theme.palette.text.secondary,
}));

/**
 * A labelled native select: the platform's own picker on phones, fully keyboard-usable, and no
 * menu code at all.
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
    <FieldRoot>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <SelectBox>
        <NativeSelect
          id={id}
          value={value}
          // The options are exactly `options`, so the browser can only report one of their values.
          onChange={(event) => onChange(event.target.value as T)}
          aria-describedby={hint ? helperId : undefined}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
        <Chevron viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M7 10l5 5 5-5z" />
        </Chevron>
      </SelectBox>
      {hint ? <FieldHelper id={helperId}>{hint}</FieldHelper> : null}
    </FieldRoot>
  );
}
