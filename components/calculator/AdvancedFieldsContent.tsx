import { type CalculatorFieldsProps } from './fieldsProps';
import FamilyEmployeeFields from './FamilyEmployeeFields';
import FamilySavingsFields from './FamilySavingsFields';
import FieldGroup from './FieldGroup';
import NumberField from './NumberField';
import SwitchField from './SwitchField';
import WithholdingFields from './WithholdingFields';

/**
 * The advanced section's fields: withholding, employer choices, household facts and family
 * savings. Its own chunk, loaded when the section opens (AdvancedFields).
 */
export default function AdvancedFieldsContent({ form, errors, onChange }: CalculatorFieldsProps) {
  return (
    <>
      <WithholdingFields form={form} errors={errors} onChange={onChange} />
      <FieldGroup legend="Your household">
        <FamilyEmployeeFields form={form} errors={errors} onChange={onChange} />
        <SwitchField
          label="I pay my nanny’s Social Security and Medicare"
          hint="Your nanny takes home more; the amount counts as extra wages for income tax."
          checked={form.employerPaysEmployeeFica}
          onChange={(employerPaysEmployeeFica) => onChange({ employerPaysEmployeeFica })}
        />
        <NumberField
          label="Your state unemployment rate"
          unit="%"
          value={form.suiRatePercent}
          error={errors.suiRatePercent}
          hint="From your state’s rate notice (the total rate). Leave empty to use the new-employer rate."
          onChange={(suiRatePercent) => onChange({ suiRatePercent })}
        />
        <NumberField
          label="Household employees (including this one)"
          whole
          value={form.householdEmployees}
          error={errors.householdEmployees}
          onChange={(householdEmployees) => onChange({ householdEmployees })}
        />
        <NumberField
          label="Weeks worked per year"
          whole
          value={form.weeksPerYear}
          error={errors.weeksPerYear}
          onChange={(weeksPerYear) => onChange({ weeksPerYear })}
        />
      </FieldGroup>
      <FamilySavingsFields form={form} errors={errors} onChange={onChange} />
    </>
  );
}
