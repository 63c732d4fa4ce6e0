import { type CalculatorFormValues, type FieldErrors } from '@/lib/calculator/calculatorForm';

/** What every group of calculator fields gets: the form, its errors and the edit callback. */
export interface CalculatorFieldsProps {
  form: CalculatorFormValues;
  errors: FieldErrors;
  onChange: (change: Partial<CalculatorFormValues>) => void;
}
