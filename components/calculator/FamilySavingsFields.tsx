import { useCalculatorText } from './CalculatorTextContext';
import { optionsIn } from '@/lib/calculator/labels';
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
  const { advanced: words, options } = useCalculatorText();
  return (
    <FieldGroup legend={words.savings}>
      <SwitchField
        label={words.estimateSavings}
        hint={words.estimateSavingsHint}
        {...field.flag('familySavings')}
      />
      {form.familySavings ? (
        <Box sx={{ display: 'grid', gap: 2, pl: { sm: 2 } }}>
          <ChoiceField
            label={words.familyFilingStatus}
            {...field.choice('familyFilingStatus')}
            options={optionsIn(FILING_STATUS_OPTIONS, options.filingStatus)}
          />
          <NumberField label={words.agi} unit="$" {...field.number('familyAgi')} />
          <NumberField label={words.childrenUnder13} whole {...field.number('childrenUnder13')} />
          <NumberField label={words.fsa} unit="$" {...field.number('dependentCareFsa')} />
        </Box>
      ) : null}
    </FieldGroup>
  );
}
