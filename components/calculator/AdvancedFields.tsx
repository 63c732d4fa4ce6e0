import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { type CalculatorForm } from '@/lib/calculator/calculatorForm';
import { type CalculatorFieldsProps } from './fieldsProps';
import ExpandMoreIcon from './ExpandMoreIcon';
import FamilyEmployeeFields from './FamilyEmployeeFields';
import FamilySavingsFields from './FamilySavingsFields';
import FieldGroup from './FieldGroup';
import NumberField from './NumberField';
import SwitchField from './SwitchField';
import WithholdingFields from './WithholdingFields';

/** True when a shared URL set anything in the advanced section, so it opens showing it. */
function usesAdvanced(form: CalculatorForm): boolean {
  return (
    form.federalWithholding ||
    form.stateWithholding ||
    form.employerPaysEmployeeFica ||
    form.familySavings ||
    form.suiRatePercent !== '' ||
    form.weeksPerYear !== '52' ||
    form.householdEmployees !== '1' ||
    form.employeeRelationship !== 'none'
  );
}

/** Withholding, employer choices, household facts and family savings, folded away by default. */
export default function AdvancedFields({ form, errors, onChange }: CalculatorFieldsProps) {
  const [expanded, setExpanded] = useState(() => usesAdvanced(form));
  return (
    <Accordion
      expanded={expanded}
      onChange={(_event, open) => setExpanded(open)}
      disableGutters
      variant="outlined"
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Typography component="span" sx={{ fontWeight: 700 }}>
          Advanced: withholding, unemployment rate, family savings
        </Typography>
      </AccordionSummary>
      <AccordionDetails sx={{ display: 'grid', gap: 4 }}>
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
      </AccordionDetails>
    </Accordion>
  );
}
