import type { ComponentPropsWithoutRef } from 'react';
import styles from './fieldParts.module.css';

// The pieces of a labelled form field on native elements, styled by a CSS Module: MUI's
// FormControl/InputBase/OutlinedInput family weighs ~20 kB gzip with the selects, switches and
// radios, which the calculator page's JavaScript budget (docs/performance.md#budgets) cannot carry.

/** The part's class, then the caller's own. */
function withClass(own: string | undefined, className: string | undefined): string {
  return className ? `${own ?? ''} ${className}` : (own ?? '');
}

/** A field: its label above, the control, then its hint or error. */
export function FieldRoot({ className, ...props }: ComponentPropsWithoutRef<'div'>) {
  return <div className={withClass(styles.root, className)} {...props} />;
}

/** The visible label of a field. */
export function FieldLabel({ className, ...props }: ComponentPropsWithoutRef<'label'>) {
  return <label className={withClass(styles.label, className)} {...props} />;
}

/** The hint or error under a field, tied to it with aria-describedby. */
export function FieldHelper({ className, ...props }: ComponentPropsWithoutRef<'p'>) {
  return <p className={withClass(styles.helper, className)} {...props} />;
}

/** The outlined box around an input and its "$" or "%"; red when the field is invalid. */
export function InputFrame({ className, ...props }: ComponentPropsWithoutRef<'div'>) {
  return <div className={withClass(styles.frame, className)} {...props} />;
}

/** The text input inside an InputFrame: the frame draws the border and the focus ring. */
export function FrameInput({ className, ...props }: ComponentPropsWithoutRef<'input'>) {
  return <input className={withClass(styles.input, className)} {...props} />;
}

/** A native select drawn like the text fields; the chevron is drawn beside it (SelectChevron). */
export function NativeSelect({ className, ...props }: ComponentPropsWithoutRef<'select'>) {
  return <select className={withClass(styles.select, className)} {...props} />;
}

/** A checkbox, radio or switch with its label: the whole row is the 48 px touch target. */
export function ChoiceLabel({ className, ...props }: ComponentPropsWithoutRef<'label'>) {
  return <label className={withClass(styles.choiceLabel, className)} {...props} />;
}

/** A native checkbox or radio in the theme's colour, with a visible keyboard focus ring. */
export function NativeChoice({ className, ...props }: ComponentPropsWithoutRef<'input'>) {
  return <input className={withClass(styles.choice, className)} {...props} />;
}
