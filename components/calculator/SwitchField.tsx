import { useId } from 'react';
import { ChoiceLabel, FieldHelper } from '@/components/ui/form/fieldParts';
import styles from './SwitchField.module.css';

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
      <ChoiceLabel>
        <input
          className={styles.switch}
          type="checkbox"
          role="switch"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-describedby={hint ? hintId : undefined}
        />
        <span>{label}</span>
      </ChoiceLabel>
      {hint ? <FieldHelper id={hintId}>{hint}</FieldHelper> : null}
    </div>
  );
}
