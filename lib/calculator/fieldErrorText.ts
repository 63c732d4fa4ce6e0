import { type CalculatorFormValues, type FieldErrors } from './calculatorForm';
import { readNumberText } from './numberText';
import { PAY_DATE_RANGE } from './payDateRange';
import { type CalculatorText } from './text/calculatorText.en';
import { fillIn } from './text/fillIn';

/** The supported years, from the date field's own range: "2026 or 2027". */
function supportedYears(join: string): string {
  const first = Number(PAY_DATE_RANGE.min.slice(0, 4));
  const last = Number(PAY_DATE_RANGE.max.slice(0, 4));
  return Array.from({ length: last - first + 1 }, (_, i) => String(first + i)).join(join);
}

/**
 * The form's errors in the page's language. The parser (engine side) says which fields are
 * invalid; the words follow from the field and what was typed in it (a decimal comma, else the
 * field's range), so the English catalog gives back the parser's own messages
 * (docs/calculator.md#languages).
 */
export function fieldErrorsIn(
  errors: FieldErrors,
  form: CalculatorFormValues,
  words: CalculatorText['errors'],
): FieldErrors {
  const localized: FieldErrors = {};
  for (const key of Object.keys(errors) as Array<keyof FieldErrors>) {
    if (key === 'payDate') {
      localized.payDate = fillIn(words.payDate, { years: supportedYears(words.yearsJoin) });
      continue;
    }
    const read = readNumberText(form[key]);
    localized[key] =
      read.kind === 'decimalComma'
        ? fillIn(words.decimalComma, { suggestion: read.suggestion })
        : words.limits[key];
  }
  return localized;
}
