import { useCalculatorText } from './CalculatorTextContext';
import { optionsIn } from '@/lib/calculator/labels';
import { fillIn } from '@/lib/calculator/text/fillIn';
import Box from '@mui/material/Box';
import { ChoiceLabel, NativeChoice } from '@/components/ui/form/fieldParts';
import { STATE_FILING_STATUS_OPTIONS } from '@/lib/calculator/advancedLabels';
import { FILING_STATUS_OPTIONS } from '@/lib/calculator/labels';
import { stateNameIn } from '@/lib/calculator/labels';
import { usePageLanguage } from '@/components/ui/PageLanguage';
import { taxesWages } from '@/lib/tax/wageIncomeTax';
import ChoiceField from './ChoiceField';
import { type CalculatorFieldsProps } from './fieldsProps';
import FieldGroup from './FieldGroup';
import NumberField from './NumberField';
import SwitchField from './SwitchField';
import { bindFields } from './bindFields';

/**
 * Income tax withholding: federal from the nanny's Form W-4, state on request where the state
 * taxes wages (elsewhere a line says why there is nothing to ask).
 */
export default function WithholdingFields({ form, errors, onChange }: CalculatorFieldsProps) {
  const field = bindFields(form, errors, onChange);
  const { advanced: words, options } = useCalculatorText();
  const { locale } = usePageLanguage();
  const filingStatus = optionsIn(FILING_STATUS_OPTIONS, options.filingStatus);
  const stateFilingStatus = optionsIn(STATE_FILING_STATUS_OPTIONS, {
    '': words.sameAsW4,
    ...options.filingStatus,
  });
  return (
    <FieldGroup legend={words.withholding}>
      <SwitchField
        label={words.federal}
        hint={words.federalHint}
        {...field.flag('federalWithholding')}
      />
      {form.federalWithholding ? (
        <Box sx={{ display: 'grid', gap: 2, pl: { sm: 2 } }}>
          <ChoiceField
            label={words.w4FilingStatus}
            {...field.choice('w4FilingStatus')}
            options={filingStatus}
          />
          <ChoiceLabel>
            <NativeChoice
              type="checkbox"
              checked={form.w4MultipleJobs}
              onChange={(event) => onChange({ w4MultipleJobs: event.target.checked })}
            />
            {words.w4MultipleJobs}
          </ChoiceLabel>
          <NumberField
            label={words.w4Dependents}
            unit="$"
            {...field.number('w4DependentsCredit')}
          />
          <NumberField label={words.w4OtherIncome} unit="$" {...field.number('w4OtherIncome')} />
          <NumberField label={words.w4Deductions} unit="$" {...field.number('w4Deductions')} />
          <NumberField label={words.w4Extra} unit="$" {...field.number('w4ExtraWithholding')} />
        </Box>
      ) : null}
      {taxesWages(form.state) ? (
        <SwitchField
          label={words.state}
          hint={words.stateHint}
          {...field.flag('stateWithholding')}
        />
      ) : (
        <Box component="p" sx={{ m: 0, fontSize: '0.875rem' }} data-no-state-income-tax>
          {fillIn(words.noStateTax, { state: stateNameIn(form.state, locale) })}
        </Box>
      )}
      {form.stateWithholding && taxesWages(form.state) ? (
        <Box sx={{ display: 'grid', gap: 2, pl: { sm: 2 } }}>
          <ChoiceField
            label={words.stateFilingStatus}
            {...field.choice('stateFilingStatus')}
            options={stateFilingStatus}
          />
          <NumberField
            label={words.stateAllowances}
            hint={words.stateAllowancesHint}
            whole
            {...field.number('stateAllowances')}
          />
          <NumberField
            label={words.stateExtra}
            unit="$"
            {...field.number('stateExtraWithholding')}
          />
        </Box>
      ) : null}
    </FieldGroup>
  );
}
