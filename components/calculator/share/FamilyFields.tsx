import ChoiceField from '@/components/calculator/ChoiceField';
import FieldGroup from '@/components/calculator/FieldGroup';
import FieldRow from '@/components/calculator/FieldRow';
import NumberField from '@/components/calculator/NumberField';
import SwitchField from '@/components/calculator/SwitchField';
import TextInputField from '@/components/ui/form/TextInputField';
import { bindFields } from '@/components/calculator/bindFields';
import { FILING_STATUS_OPTIONS, type Option } from '@/lib/calculator/labels';
import {
  familyFieldKey,
  type FamilyNumericField,
  type ShareFamilyForm,
  type ShareFieldErrors,
} from '@/lib/calculator/share/shareForm';
import { type FilingStatus } from '@/lib/tax/types';
import styles from './FamilyFields.module.css';

const W4_OPTIONS: readonly Option<FilingStatus | ''>[] = [
  { value: '', label: 'No federal income tax withheld' },
  ...FILING_STATUS_OPTIONS.map((o) => ({ ...o, label: `Withhold: W-4 ${o.label.toLowerCase()}` })),
];

interface FamilyFieldsProps {
  index: number;
  family: ShareFamilyForm;
  errors: ShareFieldErrors;
  onChange: (change: Partial<ShareFamilyForm>) => void;
}

/** One family's part of the share: its name, its share of the shared pay, its solo hours and withholding. */
export default function FamilyFields({ index, family, errors, onChange }: FamilyFieldsProps) {
  const name = family.label.trim() || `Family ${index + 1}`;
  const field = bindFields(family, errors, onChange, (key) =>
    familyFieldKey(index, key as FamilyNumericField),
  );
  const shareError = errors[familyFieldKey(index, 'sharePercent')] ?? errors.shares;
  return (
    <div data-share-family={index} className={styles.family}>
      <FieldGroup legend={name}>
        <TextInputField
          label={`Name of family ${index + 1}`}
          value={family.label}
          onChange={(label) => onChange({ label })}
        />
        <NumberField
          label={`${name}: share of the shared pay`}
          unit="%"
          value={family.sharePercent}
          error={shareError}
          onChange={(sharePercent) => onChange({ sharePercent })}
        />
        <FieldRow>
          <NumberField
            label={`${name}: solo hours a week`}
            {...field.number('soloHours')}
            hint="Hours with this family’s children alone."
          />
          <NumberField
            label={`${name}: solo hourly rate`}
            unit="$"
            {...field.number('soloRate')}
            hint="Empty: the shared rate."
          />
        </FieldRow>
        <ChoiceField
          label={`${name}: federal income tax`}
          {...field.choice('w4')}
          options={W4_OPTIONS}
        />
        <SwitchField
          label={`${name}: withhold state income tax`}
          {...field.flag('stateWithholding')}
        />
      </FieldGroup>
    </div>
  );
}
