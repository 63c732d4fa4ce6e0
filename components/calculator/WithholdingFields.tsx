import Box from '@mui/material/Box';
import { ChoiceLabel, NativeChoice } from '@/components/ui/form/fieldParts';
import { STATE_FILING_STATUS_OPTIONS } from '@/lib/calculator/advancedLabels';
import { FILING_STATUS_OPTIONS } from '@/lib/calculator/labels';
import { stateName } from '@/lib/tax/states';
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
  return (
    <FieldGroup legend="Income tax withholding">
      <SwitchField
        label="Withhold federal income tax"
        hint="Only when you and your nanny agree to it; she gives you a Form W-4."
        {...field.flag('federalWithholding')}
      />
      {form.federalWithholding ? (
        <Box sx={{ display: 'grid', gap: 2, pl: { sm: 2 } }}>
          <ChoiceField
            label="W-4 Step 1(c): filing status"
            {...field.choice('w4FilingStatus')}
            options={FILING_STATUS_OPTIONS}
          />
          <ChoiceLabel>
            <NativeChoice
              type="checkbox"
              checked={form.w4MultipleJobs}
              onChange={(event) => onChange({ w4MultipleJobs: event.target.checked })}
            />
            W-4 Step 2: multiple jobs or spouse works
          </ChoiceLabel>
          <NumberField
            label="W-4 Step 3: dependents (per year)"
            unit="$"
            {...field.number('w4DependentsCredit')}
          />
          <NumberField
            label="W-4 Step 4(a): other income (per year)"
            unit="$"
            {...field.number('w4OtherIncome')}
          />
          <NumberField
            label="W-4 Step 4(b): deductions (per year)"
            unit="$"
            {...field.number('w4Deductions')}
          />
          <NumberField
            label="W-4 Step 4(c): extra withholding (per paycheck)"
            unit="$"
            {...field.number('w4ExtraWithholding')}
          />
        </Box>
      ) : null}
      {taxesWages(form.state) ? (
        <SwitchField
          label="Withhold state income tax"
          hint="When your nanny asks you to; she gives you the state's withholding form."
          {...field.flag('stateWithholding')}
        />
      ) : (
        <Box component="p" sx={{ m: 0, fontSize: '0.875rem' }} data-no-state-income-tax>
          {stateName(form.state)} has no income tax on wages, so there is no state income tax to
          withhold.
        </Box>
      )}
      {form.stateWithholding && taxesWages(form.state) ? (
        <Box sx={{ display: 'grid', gap: 2, pl: { sm: 2 } }}>
          <ChoiceField
            label="State form: filing status"
            {...field.choice('stateFilingStatus')}
            options={STATE_FILING_STATUS_OPTIONS}
          />
          <NumberField
            label="State form: allowances"
            hint="Leave empty for the state's default."
            whole
            {...field.number('stateAllowances')}
          />
          <NumberField
            label="State form: extra withholding (per paycheck)"
            unit="$"
            {...field.number('stateExtraWithholding')}
          />
        </Box>
      ) : null}
    </FieldGroup>
  );
}
