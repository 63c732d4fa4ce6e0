import { useCalculatorText } from './CalculatorTextContext';
import TextInputField from '@/components/ui/form/TextInputField';
import { PAY_DATE_RANGE } from '@/lib/calculator/payDateRange';

interface PayDateFieldProps {
  value: string;
  onChange: (payDate: string) => void;
  error?: string | undefined;
}

/**
 * "Paycheck date": the day whose taxes and minimum wages the answer uses, today by default; the
 * tax year follows it (docs/calculator.md#paycheck-date). A native date input: the browser's own
 * picker, and a `YYYY-MM-DD` value on every platform.
 */
export default function PayDateField({ value, onChange, error }: PayDateFieldProps) {
  const { form: words } = useCalculatorText();
  return (
    <TextInputField
      label={words.payDate}
      type="date"
      min={PAY_DATE_RANGE.min}
      max={PAY_DATE_RANGE.max}
      value={value}
      onChange={onChange}
      error={error}
      hint={words.payDateHint}
    />
  );
}
