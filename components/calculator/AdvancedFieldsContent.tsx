import { type CalculatorFieldsProps } from './fieldsProps';
import FamilyEmployeeFields from './FamilyEmployeeFields';
import FamilySavingsFields from './FamilySavingsFields';
import FieldGroup from './FieldGroup';
import NumberField from './NumberField';
import SwitchField from './SwitchField';
import WithholdingFields from './WithholdingFields';
import { bindFields } from './bindFields';

/**
 * The advanced section's fields: withholding, employer choices, household facts and family
 * savings. Its own chunk, loaded when the section opens (AdvancedFields).
 */
export default function AdvancedFieldsContent({ form, errors, onChange }: CalculatorFieldsProps) {
  const field = bindFields(form, errors, onChange);
  return (
    <>
      <WithholdingFields form={form} errors={errors} onChange={onChange} />
      <FieldGroup legend="Your household">
        <FamilyEmployeeFields form={form} errors={errors} onChange={onChange} />
        <SwitchField
          label="I pay my nanny’s Social Security and Medicare"
          hint="Your nanny takes home more; the amount counts as extra wages for income tax."
          {...field.flag('employerPaysEmployeeFica')}
        />
        <NumberField
          label="Your state unemployment rate"
          unit="%"
          {...field.number('suiRatePercent')}
          hint="From your state’s rate notice (the total rate). Leave empty to use the new-employer rate."
        />
        <NumberField
          label="Household employees (including this one)"
          whole
          {...field.number('householdEmployees')}
        />
        <NumberField label="Weeks worked per year" whole {...field.number('weeksPerYear')} />
      </FieldGroup>
      <FamilySavingsFields form={form} errors={errors} onChange={onChange} />
    </>
  );
}
