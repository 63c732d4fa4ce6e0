import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId, type FormEvent } from 'react';
import ChoiceField from '@/components/calculator/ChoiceField';
import FieldGroup from '@/components/calculator/FieldGroup';
import NumberField from '@/components/calculator/NumberField';
import SwitchField from '@/components/calculator/SwitchField';
import { ActionButton } from '@/components/ui/ActionButton';
import { ChoiceLabel, NativeChoice } from '@/components/ui/form/fieldParts';
import { PAY_FREQUENCY_OPTIONS, type Option } from '@/lib/calculator/labels';
import { preloadShare } from '@/lib/calculator/share/shareDemand';
import {
  emptyFamilyForm,
  type ShareFamilyForm,
  type ShareFieldErrors,
  type ShareForm,
} from '@/lib/calculator/share/shareForm';
import { defaultFamilyLabel } from '@/lib/tax/share/labels';
import { type OvertimeSplit } from '@/lib/tax/share/contract';
import { US_STATES, type StateCode } from '@/lib/tax/states';
import FamilyFields from './FamilyFields';
import ShareLocalityFieldsIsland from './ShareLocalityFieldsIsland';

const STATE_OPTIONS: readonly Option<StateCode>[] = US_STATES.map((s) => ({
  value: s.code,
  label: s.name,
}));

const SPLIT_OPTIONS: readonly Option<OvertimeSplit>[] = [
  { value: 'pay', label: 'In proportion to each family’s pay' },
  { value: 'hours', label: 'In proportion to each family’s hours' },
];

const MAX_FAMILIES = 3;
const MIN_FAMILIES = 2;

function ignoreSubmit(event: FormEvent<HTMLFormElement>) {
  event.preventDefault();
}

interface ShareFormFieldsProps {
  form: ShareForm;
  errors: ShareFieldErrors;
  onChange: (form: ShareForm) => void;
}

/**
 * The share's inputs: the schedule and rate the families share, then one group per family. The
 * first touch of the form starts loading the engine.
 */
export default function ShareFormFields({ form, errors, onChange }: ShareFormFieldsProps) {
  const headingId = useId();
  const splitName = useId();
  const set = (change: Partial<ShareForm>) => onChange({ ...form, ...change });
  const setFamily = (index: number, change: Partial<ShareFamilyForm>) =>
    set({ families: form.families.map((f, i) => (i === index ? { ...f, ...change } : f)) });
  return (
    <Box
      component="form"
      noValidate
      onSubmit={ignoreSubmit}
      onFocus={preloadShare}
      onPointerDown={preloadShare}
      onKeyDown={preloadShare}
      // A choice made in the locality island's static HTML (before its code is here) fires
      // input without a focus, as on the single calculator's form.
      onInput={preloadShare}
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
        Your share
      </Typography>
      <ChoiceField
        label="State"
        value={form.state}
        options={STATE_OPTIONS}
        onChange={(state) => set({ state })}
      />
      <ShareLocalityFieldsIsland
        form={{
          state: form.state,
          locality: form.locality,
          livesInLocality: form.livesInLocality,
          localRatePercent: form.localRatePercent,
          stateWithholding: form.families.some((f) => f.stateWithholding),
        }}
        errors={{ localRatePercent: errors.localRatePercent }}
        onChange={set}
      />
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2, alignItems: 'start' }}>
        <NumberField
          label="Shared hours a week"
          value={form.sharedHours}
          error={errors.sharedHours}
          hint="With all the families’ children together."
          onChange={(sharedHours) => set({ sharedHours })}
        />
        <NumberField
          label="Shared hourly rate"
          unit="$"
          value={form.sharedRate}
          error={errors.sharedRate}
          hint="What the nanny earns an hour, all families together."
          onChange={(sharedRate) => set({ sharedRate })}
        />
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2, alignItems: 'start' }}>
        <ChoiceField
          label="Pay frequency"
          value={form.payFrequency}
          options={PAY_FREQUENCY_OPTIONS}
          onChange={(payFrequency) => set({ payFrequency })}
        />
        <NumberField
          label="Days per week"
          whole
          value={form.daysPerWeek}
          error={errors.daysPerWeek}
          onChange={(daysPerWeek) => set({ daysPerWeek })}
        />
      </Box>
      <NumberField
        label="Weeks worked a year"
        whole
        value={form.weeksPerYear}
        error={errors.weeksPerYear}
        onChange={(weeksPerYear) => set({ weeksPerYear })}
      />
      <SwitchField
        label="Lives in one family’s home (live-in)"
        checked={form.liveIn}
        onChange={(liveIn) => set({ liveIn })}
      />
      {form.state === 'CA' ? (
        <SwitchField
          label="Spends most of the time (80% or more) caring for the children"
          checked={form.personalAttendant}
          onChange={(personalAttendant) => set({ personalAttendant })}
        />
      ) : null}
      <FieldGroup legend="Overtime premium split" inline>
        {SPLIT_OPTIONS.map((option) => (
          <ChoiceLabel key={option.value}>
            <NativeChoice
              type="radio"
              name={splitName}
              value={option.value}
              checked={form.overtimeSplit === option.value}
              onChange={() => set({ overtimeSplit: option.value })}
            />
            {option.label}
          </ChoiceLabel>
        ))}
      </FieldGroup>
      {form.families.map((family, index) => (
        <FamilyFields
          key={index}
          index={index}
          family={family}
          errors={errors}
          onChange={(change) => setFamily(index, change)}
        />
      ))}
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        {form.families.length < MAX_FAMILIES ? (
          <ActionButton
            type="button"
            variant="outlined"
            onClick={() =>
              set({
                families: [
                  ...form.families,
                  emptyFamilyForm(defaultFamilyLabel(form.families.length)),
                ],
              })
            }
          >
            Add a third family
          </ActionButton>
        ) : null}
        {form.families.length > MIN_FAMILIES ? (
          <ActionButton
            type="button"
            variant="text"
            onClick={() => set({ families: form.families.slice(0, -1) })}
          >
            Remove {form.families[form.families.length - 1]?.label || 'the last family'}
          </ActionButton>
        ) : null}
      </Box>
    </Box>
  );
}
