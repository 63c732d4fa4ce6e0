import Box from '@mui/material/Box';
import { FILING_STATUS_OPTIONS } from '@/lib/calculator/labels';
import ChoiceField from './ChoiceField';
import { type CalculatorFieldsProps } from './fieldsProps';
import FieldGroup from './FieldGroup';
import NumberField from './NumberField';
import SwitchField from './SwitchField';
import { bindFields } from './bindFields';

/** The family's own tax facts, for the dependent-care FSA and child care credit estimate. */
export default function FamilySavingsFields({ form, errors, onChange }: CalculatorFieldsProps) {
  const field = bindFields(form, errors, onChange);
  return (
    <FieldGroup legend="Your family’s tax savings">
      <SwitchField
        label="Estimate my savings"
        hint="From a dependent-care FSA and the child and dependent care credit."
        {...field.flag('familySavings')}
      />
      {form.familySavings ? (
        <Box sx={{ display: 'grid', gap: 2, pl: { sm: 2 } }}>
          <ChoiceField
            label="Your filing status"
            {...field.choice('familyFilingStatus')}
            options={FILING_STATUS_OPTIONS}
          />
          <NumberField
            label="Adjusted gross income (AGI)"
            unit="$"
            {...field.number('familyAgi')}
          />
          <NumberField label="Children under 13" whole {...field.number('childrenUnder13')} />
          <NumberField
            label="Dependent-care FSA contribution (per year)"
            unit="$"
            {...field.number('dependentCareFsa')}
          />
        </Box>
      ) : null}
    </FieldGroup>
  );
}
