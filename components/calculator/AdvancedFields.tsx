import { styled } from '@mui/material/styles';
import { useState } from 'react';
import { type CalculatorForm } from '@/lib/calculator/calculatorForm';
import { type CalculatorFieldsProps } from './fieldsProps';
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

const Disclosure = styled('details')(({ theme }) => ({
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: theme.shape.borderRadius,
  '& > summary': {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: 12,
    minHeight: 48,
    padding: '8px 16px',
    fontWeight: 700,
    cursor: 'pointer',
    listStyle: 'none',
    '&::-webkit-details-marker': { display: 'none' },
    '&:focus-visible': { outline: `3px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
    '& svg': {
      flex: 'none',
      width: 24,
      height: 24,
      fill: 'currentColor',
      transition: 'transform 150ms',
    },
  },
  '&[open] > summary svg': { transform: 'rotate(180deg)' },
  '& > div': { display: 'grid', gap: 32, padding: '8px 16px 16px' },
}));

/**
 * Withholding, employer choices, household facts and family savings, folded away by default in
 * a native disclosure (`<details>`): keyboard and screen-reader support without script.
 */
export default function AdvancedFields({ form, errors, onChange }: CalculatorFieldsProps) {
  // Read once: the browser toggles `open` itself afterwards, and React leaves an unchanged prop be.
  const [initiallyOpen] = useState(() => usesAdvanced(form));
  return (
    <Disclosure open={initiallyOpen} data-calculator-advanced>
      <summary>
        Advanced: withholding, unemployment rate, family savings
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M16.59 8.59 12 13.17 7.41 8.59 6 10l6 6 6-6z" />
        </svg>
      </summary>
      <div>
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
      </div>
    </Disclosure>
  );
}
