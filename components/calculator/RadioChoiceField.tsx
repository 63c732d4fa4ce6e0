import { useId } from 'react';
import { ChoiceLabel, NativeChoice } from '@/components/ui/form/fieldParts';
import { type Option } from '@/lib/calculator/labels';
import FieldGroup from './FieldGroup';

interface RadioChoiceFieldProps<T extends string> {
  legend: string;
  value: T;
  options: readonly Option<T>[];
  onChange: (value: T) => void;
}

/** A few choices as radio buttons: all visible at once, and arrow keys move between them. */
export default function RadioChoiceField<T extends string>({
  legend,
  value,
  options,
  onChange,
}: RadioChoiceFieldProps<T>) {
  const name = useId();
  return (
    <FieldGroup legend={legend} inline>
      {options.map((option) => (
        <ChoiceLabel key={option.value}>
          <NativeChoice
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
          />
          {option.label}
        </ChoiceLabel>
      ))}
    </FieldGroup>
  );
}
