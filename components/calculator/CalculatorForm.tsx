import {
  PAY_FREQUENCY_OPTIONS,
  PAY_PER_OPTIONS,
  PAY_TYPE_OPTIONS,
  STATE_OPTIONS,
} from '@/lib/calculator/labels';
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
import styles from './CalculatorForm.module.css';
import { type PayFloorNotice } from '@/lib/calculator/payFloorNotice';

const loadEngine = () => loadCalculatorEngine();

interface CalculatorFormProps extends CalculatorFieldsProps {
  /** Said at the Pay field when the pay is below a minimum wage (from the last result). */
  payFloor?: PayFloorNotice | null;
}

/** The calculator's inputs: the essentials first, everything else under "Advanced". */
export default function CalculatorForm({ form, errors, onChange, payFloor }: CalculatorFormProps) {
  const field = bindFields(form, errors, onChange);
  return (
    <CalculatorFormFrame heading="Your nanny’s pay" loadEngine={loadEngine}>
      <ChoiceField
        label="State"
        value={form.state}
        options={STATE_OPTIONS}
        onChange={(state) => onChange(placesAfterStateChange(state))}
      />
      <LocalityFieldsIsland form={form} errors={errors} onChange={onChange} />
      <div className={styles.payRow}>
        <NumberField
          label="Pay"
          unit="$"
          {...field.number('amount')}
          notice={
            payFloor ? (
              <PayFloorNoticeText notice={payFloor} onUse={(amount) => onChange({ amount })} />
            ) : null
          }
        />
        <ChoiceField label="Paid" {...field.choice('per')} options={PAY_PER_OPTIONS} />
      </div>
      <RadioChoiceField
        legend="This amount is"
        value={form.type}
        options={PAY_TYPE_OPTIONS}
        onChange={(type) => onChange({ type })}
      />
      <FieldRow>
        <NumberField
          label="Hours per week"
          {...field.number('hoursPerWeek')}
          hint="Live-out nannies earn overtime after 40 hours."
        />
        <NumberField
          label="Days per week"
          whole
          {...field.number('daysPerWeek')}
          hint="Hours are spread evenly; some states pay overtime by the day."
        />
      </FieldRow>
      <ChoiceField
        label="Pay frequency"
        {...field.choice('payFrequency')}
        options={PAY_FREQUENCY_OPTIONS}
      />
      <PayDateField
        value={form.payDate}
        error={errors.payDate}
        onChange={(payDate) => onChange({ payDate })}
      />
      <SwitchField label="Lives in your home (live-in)" {...field.flag('liveIn')} />
      {form.state === 'CA' ? (
        <SwitchField
          label="Spends most of the time (80% or more) caring for the children"
          hint="California: a personal attendant earns overtime after 9 hours a day or 45 a week; other household workers after 8 a day or 40 a week, and double time after 12."
          {...field.flag('personalAttendant')}
        />
      ) : null}
      <AdvancedFields form={form} errors={errors} onChange={onChange} />
    </CalculatorFormFrame>
  );
}
