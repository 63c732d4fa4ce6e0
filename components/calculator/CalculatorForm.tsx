import {
  optionsIn,
  PAY_FREQUENCY_OPTIONS,
  PAY_PER_OPTIONS,
  PAY_TYPE_OPTIONS,
  stateOptionsIn,
} from '@/lib/calculator/labels';
import { useCalculatorText } from './CalculatorTextContext';
import { loadCalculatorEngine } from '@/lib/calculator/loadCalculatorEngine';
import { placesAfterStateChange } from '@/lib/calculator/placesAfterStateChange';
import AdvancedFields from './AdvancedFields';
import CalculatorFormFrame from './CalculatorFormFrame';
import ChoiceField from './ChoiceField';
import FieldRow from './FieldRow';
import LocalityFieldsIsland from './LocalityFieldsIsland';
import { type CalculatorFieldsProps } from './fieldsProps';
import NumberField from './NumberField';
import PayDateField from './PayDateField';
import RadioChoiceField from './RadioChoiceField';
import SwitchField from './SwitchField';
import { bindFields } from './bindFields';
import PayFloorNoticeText from './PayFloorNoticeText';
import { usePageLanguage } from '@/components/ui/PageLanguage';
import styles from './CalculatorForm.module.css';
import { type PayFloorNotice } from '@/lib/calculator/payFloorNotice';

interface CalculatorFormProps extends CalculatorFieldsProps {
  /** Said at the Pay field when the pay is below a minimum wage (from the last result). */
  payFloor?: PayFloorNotice | null;
}

/** The calculator's inputs: the essentials first, everything else under "Advanced". */
export default function CalculatorForm({ form, errors, onChange, payFloor }: CalculatorFormProps) {
  const field = bindFields(form, errors, onChange);
  const { form: words, options } = useCalculatorText();
  const { locale } = usePageLanguage();
  return (
    <CalculatorFormFrame heading={words.heading} loadEngine={() => loadCalculatorEngine(locale)}>
      <ChoiceField
        label={words.state}
        value={form.state}
        options={stateOptionsIn(locale)}
        onChange={(state) => onChange(placesAfterStateChange(state))}
      />
      <LocalityFieldsIsland form={form} errors={errors} onChange={onChange} />
      <div className={styles.payRow}>
        <NumberField
          label={words.pay}
          unit="$"
          {...field.number('amount')}
          notice={
            payFloor ? (
              <PayFloorNoticeText notice={payFloor} onUse={(amount) => onChange({ amount })} />
            ) : null
          }
        />
        <ChoiceField
          label={words.paid}
          {...field.choice('per')}
          options={optionsIn(PAY_PER_OPTIONS, options.payPer)}
        />
      </div>
      <RadioChoiceField
        legend={words.amountIs}
        value={form.type}
        options={optionsIn(PAY_TYPE_OPTIONS, options.payType)}
        onChange={(type) => onChange({ type })}
      />
      <FieldRow>
        <NumberField
          label={words.hoursPerWeek}
          {...field.number('hoursPerWeek')}
          hint={words.hoursHint}
        />
        <NumberField
          label={words.daysPerWeek}
          whole
          {...field.number('daysPerWeek')}
          hint={words.daysHint}
        />
      </FieldRow>
      <ChoiceField
        label={words.payFrequency}
        {...field.choice('payFrequency')}
        options={optionsIn(PAY_FREQUENCY_OPTIONS, options.payFrequency)}
      />
      <PayDateField
        value={form.payDate}
        error={errors.payDate}
        onChange={(payDate) => onChange({ payDate })}
      />
      <SwitchField label={words.liveIn} {...field.flag('liveIn')} />
      {form.state === 'CA' ? (
        <SwitchField
          label={words.personalAttendant}
          hint={words.personalAttendantHint}
          {...field.flag('personalAttendant')}
        />
      ) : null}
      <AdvancedFields form={form} errors={errors} onChange={onChange} />
    </CalculatorFormFrame>
  );
}
