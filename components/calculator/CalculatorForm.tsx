import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId, type FormEvent } from 'react';
import { preloadCalculator } from '@/lib/calculator/calculatorDemand';
import { PAY_FREQUENCY_OPTIONS, PAY_PER_OPTIONS, type Option } from '@/lib/calculator/labels';
import { US_STATES, type StateCode } from '@/lib/tax/states';
import AdvancedFields from './AdvancedFields';
import ChoiceField from './ChoiceField';
import LocalityFieldsIsland from './LocalityFieldsIsland';
import { type CalculatorFieldsProps } from './fieldsProps';
import NumberField from './NumberField';
import PayTypeField from './PayTypeField';
import SwitchField from './SwitchField';

const STATE_OPTIONS: readonly Option<StateCode>[] = US_STATES.map((s) => ({
  value: s.code,
  label: s.name,
}));

// Results follow every keystroke; Enter in a field must not reload the page.
function ignoreSubmit(event: FormEvent<HTMLFormElement>) {
  event.preventDefault();
}

/**
 * The calculator's inputs: the essentials first, everything else under "Advanced". The first
 * touch, focus or key press in the form starts loading the engine, so it is usually there by
 * the time the edit needs it.
 */
export default function CalculatorForm({ form, errors, onChange }: CalculatorFieldsProps) {
  const headingId = useId();
  return (
    <Box
      component="form"
      noValidate
      onSubmit={ignoreSubmit}
      onFocus={preloadCalculator}
      onPointerDown={preloadCalculator}
      onKeyDown={preloadCalculator}
      onInput={preloadCalculator}
      aria-labelledby={headingId}
      data-no-print
      sx={{
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr)',
        gap: 2.5,
        alignContent: 'start',
      }}
    >
      <Typography id={headingId} variant="h2" sx={{ fontSize: '1.5rem' }}>
        Your nanny’s pay
      </Typography>
      <ChoiceField
        label="State"
        value={form.state}
        options={STATE_OPTIONS}
        // A locality belongs to one state: a new state starts with none.
        onChange={(state) => onChange({ state, locality: '' })}
      />
      <LocalityFieldsIsland form={form} errors={errors} onChange={onChange} />
      <Box sx={{ display: 'grid', gridTemplateColumns: '3fr 2fr', gap: 2, alignItems: 'start' }}>
        <NumberField
          label="Pay"
          unit="$"
          value={form.amount}
          error={errors.amount}
          onChange={(amount) => onChange({ amount })}
        />
        <ChoiceField
          label="Paid"
          value={form.per}
          options={PAY_PER_OPTIONS}
          onChange={(per) => onChange({ per })}
        />
      </Box>
      <PayTypeField value={form.type} onChange={(type) => onChange({ type })} />
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2, alignItems: 'start' }}>
        <NumberField
          label="Hours per week"
          value={form.hoursPerWeek}
          error={errors.hoursPerWeek}
          hint="Live-out nannies earn overtime after 40 hours."
          onChange={(hoursPerWeek) => onChange({ hoursPerWeek })}
        />
        <NumberField
          label="Days per week"
          whole
          value={form.daysPerWeek}
          error={errors.daysPerWeek}
          hint="Hours are spread evenly; some states pay overtime by the day."
          onChange={(daysPerWeek) => onChange({ daysPerWeek })}
        />
      </Box>
      <ChoiceField
        label="Pay frequency"
        value={form.payFrequency}
        options={PAY_FREQUENCY_OPTIONS}
        onChange={(payFrequency) => onChange({ payFrequency })}
      />
      <SwitchField
        label="Lives in your home (live-in)"
        checked={form.liveIn}
        onChange={(liveIn) => onChange({ liveIn })}
      />
      {form.state === 'CA' ? (
        <SwitchField
          label="Spends most of the time (80% or more) caring for the children"
          hint="California: a personal attendant earns overtime after 9 hours a day or 45 a week; other household workers after 8 a day or 40 a week, and double time after 12."
          checked={form.personalAttendant}
          onChange={(personalAttendant) => onChange({ personalAttendant })}
        />
      ) : null}
      <AdvancedFields form={form} errors={errors} onChange={onChange} />
    </Box>
  );
}
