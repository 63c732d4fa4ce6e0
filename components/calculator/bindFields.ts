import { type FormErrors } from '@/lib/calculator/calculatorState';

/** The keys of a form whose values are free text (the typed numbers). */
type TextKey<F> = { [K in keyof F]-?: string extends F[K] ? K : never }[keyof F];
/** The keys of a form whose values are on/off. */
type FlagKey<F> = { [K in keyof F]-?: F[K] extends boolean ? K : never }[keyof F];

/** A form's fields bound to its values, errors and edit, to spread into the field components. */
export interface BoundFields<F> {
  /** A choice: `<ChoiceField label="State" options={…} {...field.choice('state')} />`. */
  choice: <K extends keyof F>(key: K) => { value: F[K]; onChange: (value: F[K]) => void };
  /** A typed number with its error: `<NumberField label="Pay" {...field.number('amount')} />`. */
  number: (key: TextKey<F>) => {
    value: string;
    error: string | undefined;
    onChange: (value: string) => void;
  };
  /** A switch: `<SwitchField label="Live-in" {...field.flag('liveIn')} />`. */
  flag: (key: FlagKey<F>) => { checked: boolean; onChange: (checked: boolean) => void };
}

/** Binds either calculator's form (or one family's part of it) to its field components. */
export function bindFields<F extends object>(
  form: F,
  errors: FormErrors,
  onChange: (change: Partial<F>) => void,
  /** The error key of a field, where it is not the field's own name (a family's fields). */
  errorKey: (key: string) => string = (key) => key,
): BoundFields<F> {
  // A one-key change of the form: the key's type is checked by each binder's signature.
  const set = (key: keyof F, value: unknown) => onChange({ [key]: value } as Partial<F>);
  return {
    choice: (key) => ({ value: form[key], onChange: (value) => set(key, value) }),
    number: (key) => ({
      value: form[key] as string,
      error: errors[errorKey(String(key))],
      onChange: (value) => set(key, value),
    }),
    flag: (key) => ({ checked: form[key] as boolean, onChange: (checked) => set(key, checked) }),
  };
}
