import { useCalculatorText } from './CalculatorTextContext';
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
  const { advanced: words } = useCalculatorText();
  return (
    <>
      <WithholdingFields form={form} errors={errors} onChange={onChange} />
      <FieldGroup legend={words.household}>
        <FamilyEmployeeFields form={form} errors={errors} onChange={onChange} />
        <SwitchField
          label={words.payFica}
          hint={words.payFicaHint}
          {...field.flag('employerPaysEmployeeFica')}
        />
        <NumberField
          label={words.suiRate}
          unit="%"
          {...field.number('suiRatePercent')}
          hint={words.suiRateHint}
        />
        <NumberField
          label={words.householdEmployees}
          whole
          {...field.number('householdEmployees')}
        />
        <NumberField label={words.weeksPerYear} whole {...field.number('weeksPerYear')} />
      </FieldGroup>
      <FamilySavingsFields form={form} errors={errors} onChange={onChange} />
    </>
  );
}
