import CalculatorFormFrame from '@/components/calculator/CalculatorFormFrame';
import ChoiceField from '@/components/calculator/ChoiceField';
import FieldRow from '@/components/calculator/FieldRow';
import NumberField from '@/components/calculator/NumberField';
import PayDateField from '@/components/calculator/PayDateField';
import RadioChoiceField from '@/components/calculator/RadioChoiceField';
import SwitchField from '@/components/calculator/SwitchField';
import { optionsIn, PAY_FREQUENCY_OPTIONS, stateOptionsIn } from '@/lib/calculator/labels';
import { loadShareEngine } from '@/lib/calculator/share/loadShareEngine';
import { placesAfterStateChange } from '@/lib/calculator/placesAfterStateChange';
import { type ShareFieldErrors, type ShareForm } from '@/lib/calculator/share/shareForm';
import { type OvertimeSplit } from '@/lib/tax/share/contract';
import ShareFamilyList from './ShareFamilyList';
import ShareLocalityFieldsIsland from './ShareLocalityFieldsIsland';
import { bindFields } from '@/components/calculator/bindFields';
import { type PayFloorNotice } from '@/lib/calculator/payFloorNotice';
import { payFloorText } from '@/lib/calculator/payFloorText';
import { usePageLanguage } from '@/components/ui/PageLanguage';
import { useCalculatorText } from '@/components/calculator/CalculatorTextContext';
import { useShareText } from './ShareTextContext';

/** The overtime premium's two ways of splitting, worded by the page's catalog. */
const SPLITS: readonly OvertimeSplit[] = ['pay', 'hours'];

interface ShareFormFieldsProps {
  form: ShareForm;
  errors: ShareFieldErrors;
  onChange: (change: Partial<ShareForm>) => void;
  /** Said at the shared rate when the week's regular rate is below a minimum wage. */
  payFloor?: PayFloorNotice | null;
}

/** The share's inputs: the schedule and rate the families share, then one group per family. */
export default function ShareFormFields({
  form,
  errors,
  onChange,
  payFloor,
}: ShareFormFieldsProps) {
  const field = bindFields(form, errors, onChange);
  const { locale } = usePageLanguage();
  const calculatorWords = useCalculatorText();
  const { form: words } = useShareText();
  return (
    <CalculatorFormFrame heading={words.heading} loadEngine={() => loadShareEngine(locale)}>
      <ChoiceField
        label={calculatorWords.form.state}
        value={form.state}
        options={stateOptionsIn(locale)}
        onChange={(state) => onChange(placesAfterStateChange(state))}
      />
      <ShareLocalityFieldsIsland
        form={{
          state: form.state,
          locality: form.locality,
          residence: form.residence,
          localRatePercent: form.localRatePercent,
          stateWithholding: form.families.some((f) => f.stateWithholding),
        }}
        errors={{ localRatePercent: errors.localRatePercent }}
        onChange={onChange}
      />
      <FieldRow>
        <NumberField
          label={words.sharedHours}
          {...field.number('sharedHours')}
          hint={words.sharedHoursHint}
        />
        <NumberField
          label={words.sharedRate}
          unit="$"
          {...field.number('sharedRate')}
          hint={words.sharedRateHint}
          notice={
            payFloor ? (
              <span data-pay-floor>{payFloorText(payFloor, calculatorWords.payFloor)}</span>
            ) : null
          }
        />
      </FieldRow>
      <FieldRow>
        <ChoiceField
          label={calculatorWords.form.payFrequency}
          {...field.choice('payFrequency')}
          options={optionsIn(PAY_FREQUENCY_OPTIONS, calculatorWords.options.payFrequency)}
        />
        <NumberField
          label={calculatorWords.form.daysPerWeek}
          whole
          {...field.number('daysPerWeek')}
        />
      </FieldRow>
      <PayDateField
        value={form.payDate}
        error={errors.payDate}
        onChange={(payDate) => onChange({ payDate })}
      />
      <NumberField label={words.weeksPerYear} whole {...field.number('weeksPerYear')} />
      <SwitchField label={words.liveIn} {...field.flag('liveIn')} />
      {form.state === 'CA' ? (
        <SwitchField
          label={calculatorWords.form.personalAttendant}
          {...field.flag('personalAttendant')}
        />
      ) : null}
      <RadioChoiceField
        legend={words.overtimeSplit}
        value={form.overtimeSplit}
        options={SPLITS.map((value) => ({ value, label: words.split[value] }))}
        onChange={(overtimeSplit) => onChange({ overtimeSplit })}
      />
      <ShareFamilyList
        families={form.families}
        errors={errors}
        onChange={(families) => onChange({ families })}
      />
    </CalculatorFormFrame>
  );
}
