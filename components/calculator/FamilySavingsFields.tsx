import Box from '@mui/material/Box';
import { FILING_STATUS_OPTIONS } from '@/lib/calculator/labels';
import ChoiceField from './ChoiceField';
import { type CalculatorFieldsProps } from './fieldsProps';
import FieldGroup from './FieldGroup';
import NumberField from './NumberField';
import SwitchField from './SwitchField';

/** The family's own tax facts, for the dependent-care FSA and child care credit estimate. */
export default function FamilySavingsFields({ form, errors, onChange }: CalculatorFieldsProps) {
  return (
    <FieldGroup legend="Your family’s tax savings">
      <SwitchField
        label="Estimate my savings"
        hint="From a dependent-care FSA and the child and dependent care credit."
        checked={form.familySavings}
        onChange={(familySavings) => onChange({ familySavings })}
      />
      {form.familySavings ? (
        <Box sx={{ display: 'grid', gap: 2, pl: { sm: 2 } }}>
          <ChoiceField
            label="Your filing status"
            value={form.familyFilingStatus}
            options={FILING_STATUS_OPTIONS}
            onChange={(familyFilingStatus) => onChange({ familyFilingStatus })}
          />
          <NumberField
            label="Adjusted gross income (AGI)"
            unit="$"
            value={form.familyAgi}
            error={errors.familyAgi}
            onChange={(familyAgi) => onChange({ familyAgi })}
          />
          <NumberField
            label="Children under 13"
            whole
            value={form.childrenUnder13}
            error={errors.childrenUnder13}
            onChange={(childrenUnder13) => onChange({ childrenUnder13 })}
          />
          <NumberField
            label="Dependent-care FSA contribution (per year)"
            unit="$"
            value={form.dependentCareFsa}
            error={errors.dependentCareFsa}
            onChange={(dependentCareFsa) => onChange({ dependentCareFsa })}
          />
        </Box>
      ) : null}
    </FieldGroup>
  );
}
