import ChoiceField from '@/components/calculator/ChoiceField';
import FieldGroup from '@/components/calculator/FieldGroup';
import FieldRow from '@/components/calculator/FieldRow';
import NumberField from '@/components/calculator/NumberField';
import SwitchField from '@/components/calculator/SwitchField';
import TextInputField from '@/components/ui/form/TextInputField';
import { bindFields } from '@/components/calculator/bindFields';
import { FILING_STATUS_OPTIONS, type Option } from '@/lib/calculator/labels';
import { fillIn } from '@/lib/calculator/text/fillIn';
import { useCalculatorText } from '@/components/calculator/CalculatorTextContext';
import { useShareText } from './ShareTextContext';
import { type ShareText } from '@/lib/calculator/share/text/shareText.en';
import { type CalculatorText } from '@/lib/calculator/text/calculatorText.en';
import {
  familyFieldKey,
  type FamilyNumericField,
  type ShareFamilyForm,
  type ShareFieldErrors,
} from '@/lib/calculator/share/shareForm';
import { type FilingStatus } from '@/lib/tax/types';
import styles from './FamilyFields.module.css';

/** The federal choice: none, or withholding by a W-4 filing status, in the page's words. */
function w4Options(
  words: ShareText['family'],
  statuses: CalculatorText['options']['filingStatus'],
): readonly Option<FilingStatus | ''>[] {
  return [
    { value: '', label: words.w4None },
    ...FILING_STATUS_OPTIONS.map((o) => ({
      value: o.value,
      label: fillIn(words.w4Withhold, { status: statuses[o.value].toLowerCase() }),
    })),
  ];
}

interface FamilyFieldsProps {
  index: number;
  family: ShareFamilyForm;
  errors: ShareFieldErrors;
  onChange: (change: Partial<ShareFamilyForm>) => void;
}

/** One family's part of the share: its name, its share of the shared pay, its solo hours and withholding. */
export default function FamilyFields({ index, family, errors, onChange }: FamilyFieldsProps) {
  const { family: words } = useShareText();
  const { options } = useCalculatorText();
  const number = { number: String(index + 1) };
  const name = family.label.trim() || fillIn(words.fallbackName, number);
  const named = { family: name };
  const field = bindFields(family, errors, onChange, (key) =>
    familyFieldKey(index, key as FamilyNumericField),
  );
  const shareError = errors[familyFieldKey(index, 'sharePercent')] ?? errors.shares;
  return (
    <div data-share-family={index} className={styles.family}>
      <FieldGroup legend={name}>
        <TextInputField
          label={fillIn(words.name, number)}
          value={family.label}
          onChange={(label) => onChange({ label })}
        />
        <NumberField
          label={fillIn(words.share, named)}
          unit="%"
          value={family.sharePercent}
          error={shareError}
          onChange={(sharePercent) => onChange({ sharePercent })}
        />
        <FieldRow>
          <NumberField
            label={fillIn(words.soloHours, named)}
            {...field.number('soloHours')}
            hint={words.soloHoursHint}
          />
          <NumberField
            label={fillIn(words.soloRate, named)}
            unit="$"
            {...field.number('soloRate')}
            hint={words.soloRateHint}
          />
        </FieldRow>
        <ChoiceField
          label={fillIn(words.federal, named)}
          {...field.choice('w4')}
          options={w4Options(words, options.filingStatus)}
        />
        <SwitchField label={fillIn(words.state, named)} {...field.flag('stateWithholding')} />
      </FieldGroup>
    </div>
  );
}
