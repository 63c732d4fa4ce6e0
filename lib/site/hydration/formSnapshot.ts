/**
 * What a visitor did to a static (not yet hydrated) form: the values typed into its fields and
 * which field had the focus, so that the rendered form replacing it can carry on where they were.
 * Fields are matched by their order, since the rendered form has the same structure.
 */
export interface FormSnapshot {
  values: string[];
  focused: number;
  submitted: boolean;
}

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

function fieldsOf(root: ParentNode): Field[] {
  return Array.from(root.querySelectorAll<Field>('input, select, textarea'));
}

export function takeFormSnapshot(root: ParentNode, submitted: boolean): FormSnapshot {
  const fields = fieldsOf(root);
  return {
    values: fields.map((field) => field.value),
    focused: fields.findIndex((field) => field === document.activeElement),
    submitted,
  };
}

/** The value setter of the element's own prototype: React tracks values set any other way. */
function setNativeValue(field: Field, value: string): void {
  const prototype = Object.getPrototypeOf(field) as object;
  const descriptor = Object.getOwnPropertyDescriptor(prototype, 'value');
  descriptor?.set?.call(field, value);
}

/**
 * Puts the snapshot back into the rendered form: each changed value through the native setter
 * plus an `input` event (so React's onChange sees it), the focus, and a submit the static form
 * swallowed.
 */
export function restoreFormSnapshot(root: ParentNode, snapshot: FormSnapshot): void {
  const fields = fieldsOf(root);
  fields.forEach((field, index) => {
    const value = snapshot.values[index];
    if (value === undefined || value === field.value) return;
    if (
      field instanceof HTMLInputElement &&
      (field.type === 'checkbox' || field.type === 'radio')
    ) {
      return;
    }
    setNativeValue(field, value);
    field.dispatchEvent(
      new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }),
    );
  });
  fields[snapshot.focused]?.focus();
  // After React has applied those input events (it flushes them after this task's microtasks).
  if (snapshot.submitted) setTimeout(() => root.querySelector('form')?.requestSubmit(), 0);
}
