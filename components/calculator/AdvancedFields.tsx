import { useCalculatorText } from './CalculatorTextContext';
import { lazy, Suspense, useState, type ComponentType } from 'react';
import { inMuiScope } from '@/components/hydration/inMuiScope';
import { ActionButton } from '@/components/ui/ActionButton';
import { type CalculatorFormValues } from '@/lib/calculator/calculatorForm';
import AdvancedFieldsIsland from './AdvancedFieldsIsland';
import Notice from '@/components/ui/Notice';
import { type CalculatorFieldsProps } from './fieldsProps';
import styles from './AdvancedFields.module.css';

/** True when a shared URL set anything in the advanced section, so it opens showing it. */
function usesAdvanced(form: CalculatorFormValues): boolean {
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

type Fields = ComponentType<CalculatorFieldsProps>;

// The fields are a chunk of their own, styled with MUI, whose scope loads with them: most
// visitors never open the section (docs/performance.md#mui-on-demand).
function loadContent(): Promise<Fields> {
  return import('./AdvancedFieldsContent').then(inMuiScope);
}

function preloadContent() {
  loadContent().catch(() => undefined);
}

/** Stands in for the fields when their chunk could not load; "Try again" loads it again. */
function FieldsUnavailable(props: CalculatorFieldsProps) {
  const [loaded, setLoaded] = useState<{ Fields: Fields } | null>(null);
  const { advanced: words } = useCalculatorText();
  if (loaded) return <loaded.Fields {...props} />;
  const retry = () =>
    loadContent().then(
      (Fields) => setLoaded({ Fields }),
      () => undefined,
    );
  return (
    <Notice tone="error" role="alert">
      {words.unavailable}{' '}
      <ActionButton color="inherit" size="small" onClick={() => void retry()}>
        {words.tryAgain}
      </ActionButton>
    </Notice>
  );
}

const AdvancedFieldsContent = lazy<Fields>(() =>
  loadContent().then(
    (Fields) => ({ default: Fields }),
    () => ({ default: FieldsUnavailable }),
  ),
);

/**
 * Withholding, employer choices, household facts and family savings, folded away by default in
 * a native disclosure (`<details>`). The fields render (and load) only while it is open. A shared
 * URL that sets any of them opens it: then the server renders them, through a deferred island
 * (never a Suspense boundary on the server); a section opened in the browser loads them lazily.
 */
export default function AdvancedFields(props: CalculatorFieldsProps) {
  const [open, setOpen] = useState(() => usesAdvanced(props.form));
  // Decided once, alike on the server and in the browser's first render.
  const [openOnServer] = useState(open);
  const { advanced: words } = useCalculatorText();
  return (
    <details
      className={styles.disclosure}
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      data-calculator-advanced
    >
      <summary onPointerDown={preloadContent} onFocus={preloadContent}>
        {words.summary}
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M16.59 8.59 12 13.17 7.41 8.59 6 10l6 6 6-6z" />
        </svg>
      </summary>
      {open ? (
        <div>
          {openOnServer ? (
            <AdvancedFieldsIsland {...props} />
          ) : (
            <Suspense fallback={<p role="status">{words.loading}</p>}>
              <AdvancedFieldsContent {...props} />
            </Suspense>
          )}
        </div>
      ) : null}
    </details>
  );
}
