import { RELATIONSHIP_OPTIONS } from '@/lib/calculator/advancedLabels';
import ChoiceField from './ChoiceField';
import { type CalculatorFieldsProps } from './fieldsProps';
import SwitchField from './SwitchField';
import { bindFields } from './bindFields';

/** Pub 926's family question, and the parent exception only when it matters. */
export default function FamilyEmployeeFields({ form, errors, onChange }: CalculatorFieldsProps) {
  const field = bindFields(form, errors, onChange);
  return (
    <>
      <ChoiceField
        label="Is your nanny related to you?"
        {...field.choice('employeeRelationship')}
        options={RELATIONSHIP_OPTIONS}
        hint="Wages paid to a spouse, a child under 21, a parent or a student under 18 are treated differently by the IRS."
      />
      {form.employeeRelationship === 'parent' ? (
        <SwitchField
          label="My parent cares for my child under 18, and I am divorced and not remarried, widowed, or my spouse cannot care for the child"
          hint="Then Social Security and Medicare are owed on your parent’s wages (Pub 926). A child 18 or older who needs an adult’s care counts too."
          {...field.flag('parentException')}
        />
      ) : null}
    </>
  );
}
