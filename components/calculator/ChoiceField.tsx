import { useId } from 'react';
import { FieldHelper, FieldLabel, FieldRoot, NativeSelect } from '@/components/ui/form/fieldParts';
import { type Option } from '@/lib/calculator/labels';
import styles from './ChoiceField.module.css';

interface ChoiceFieldProps<T extends string> {
  label: string;
  value: T;
  options: readonly Option<T>[];
  onChange: (value: T) => void;
  hint?: string;
}

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
      <div className={styles.selectBox}>
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
        <svg className={styles.chevron} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M7 10l5 5 5-5z" />
        </svg>
      </div>
      {hint ? <FieldHelper id={helperId}>{hint}</FieldHelper> : null}
    </FieldRoot>
  );
}
