import { useCalculatorText } from './CalculatorTextContext';
import { optionsIn } from '@/lib/calculator/labels';
import { RELATIONSHIP_OPTIONS } from '@/lib/calculator/advancedLabels';
import ChoiceField from './ChoiceField';
import { type CalculatorFieldsProps } from './fieldsProps';
import SwitchField from './SwitchField';
import { bindFields } from './bindFields';

/** Pub 926's family question, and the parent exception only when it matters. */
export default function FamilyEmployeeFields({ form, errors, onChange }: CalculatorFieldsProps) {
  const field = bindFields(form, errors, onChange);
  const { advanced: words } = useCalculatorText();
  return (
    <>
      <ChoiceField
        label={words.related}
        {...field.choice('employeeRelationship')}
        options={optionsIn(RELATIONSHIP_OPTIONS, words.relationship)}
        hint={words.relatedHint}
      />
      {form.employeeRelationship === 'parent' ? (
        <SwitchField
          label={words.parentException}
          hint={words.parentExceptionHint}
          {...field.flag('parentException')}
        />
      ) : null}
    </>
  );
}
