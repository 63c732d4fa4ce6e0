import { useId } from 'react';
import { ChoiceLabel, NativeChoice } from '@/components/ui/form/fieldParts';
import { PAY_TYPE_OPTIONS } from '@/lib/calculator/labels';
import { type PayType } from '@/lib/tax/contract';
import FieldGroup from './FieldGroup';

interface PayTypeFieldProps {
  value: PayType;
  onChange: (value: PayType) => void;
}

/** Gross or take-home: radio buttons, so both choices are visible and arrow keys move between them. */
export default function PayTypeField({ value, onChange }: PayTypeFieldProps) {
  const name = useId();
  return (
    <FieldGroup legend="This amount is" inline>
      {PAY_TYPE_OPTIONS.map((option) => (
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
