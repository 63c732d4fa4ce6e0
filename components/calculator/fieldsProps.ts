import { type CalculatorForm, type FieldErrors } from '@/lib/calculator/calculatorForm';

/** What every group of calculator fields gets: the form, its errors and the edit callback. */
export interface CalculatorFieldsProps {
  form: CalculatorForm;
  errors: FieldErrors;
  onChange: (change: Partial<CalculatorForm>) => void;
}
