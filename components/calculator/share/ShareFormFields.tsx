import CalculatorFormFrame from '@/components/calculator/CalculatorFormFrame';
import ChoiceField from '@/components/calculator/ChoiceField';
import FieldRow from '@/components/calculator/FieldRow';
import NumberField from '@/components/calculator/NumberField';
import PayDateField from '@/components/calculator/PayDateField';
import RadioChoiceField from '@/components/calculator/RadioChoiceField';
import SwitchField from '@/components/calculator/SwitchField';
import { PAY_FREQUENCY_OPTIONS, STATE_OPTIONS, type Option } from '@/lib/calculator/labels';
import { loadShareEngine } from '@/lib/calculator/share/loadShareEngine';
import { placesAfterStateChange } from '@/lib/calculator/placesAfterStateChange';
import { type ShareFieldErrors, type ShareForm } from '@/lib/calculator/share/shareForm';
import { type OvertimeSplit } from '@/lib/tax/share/contract';
import ShareFamilyList from './ShareFamilyList';
import ShareLocalityFieldsIsland from './ShareLocalityFieldsIsland';
import { bindFields } from '@/components/calculator/bindFields';
import { type PayFloorNotice } from '@/lib/calculator/payFloorNotice';

const SPLIT_OPTIONS: readonly Option<OvertimeSplit>[] = [
  { value: 'pay', label: 'In proportion to each family’s pay' },
  { value: 'hours', label: 'In proportion to each family’s hours' },
];

const loadEngine = () => loadShareEngine();

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
  return (
    <CalculatorFormFrame heading="Your share" loadEngine={loadEngine}>
      <ChoiceField
        label="State"
        value={form.state}
        options={STATE_OPTIONS}
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
          label="Shared hours a week"
          {...field.number('sharedHours')}
          hint="With all the families’ children together."
        />
        <NumberField
          label="Shared hourly rate"
          unit="$"
          {...field.number('sharedRate')}
          hint="What the nanny earns an hour, all families together."
          notice={payFloor ? <span data-pay-floor>{payFloor.text}</span> : null}
        />
      </FieldRow>
      <FieldRow>
        <ChoiceField
          label="Pay frequency"
          {...field.choice('payFrequency')}
          options={PAY_FREQUENCY_OPTIONS}
        />
        <NumberField label="Days per week" whole {...field.number('daysPerWeek')} />
      </FieldRow>
      <PayDateField
        value={form.payDate}
        error={errors.payDate}
        onChange={(payDate) => onChange({ payDate })}
      />
      <NumberField label="Weeks worked a year" whole {...field.number('weeksPerYear')} />
      <SwitchField label="Lives in one family’s home (live-in)" {...field.flag('liveIn')} />
      {form.state === 'CA' ? (
        <SwitchField
          label="Spends most of the time (80% or more) caring for the children"
          {...field.flag('personalAttendant')}
        />
      ) : null}
      <RadioChoiceField
        legend="Overtime premium split"
        value={form.overtimeSplit}
        options={SPLIT_OPTIONS}
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
