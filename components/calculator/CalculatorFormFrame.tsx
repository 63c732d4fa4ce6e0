import { useId, type FormEvent, type ReactNode } from 'react';
import typography from '@/components/ui/typography.module.css';
import { preloadCalculator } from '@/lib/calculator/calculatorDemand';
import styles from './CalculatorFormFrame.module.css';

interface CalculatorFormFrameProps {
  /** The form's heading, which also names it. */
  heading: string;
  /** Loads the calculator's engine chunk (the first touch of the form starts it). */
  loadEngine: () => Promise<unknown>;
  children: ReactNode;
}

// Results follow every keystroke; Enter in a field must not reload the page.
function ignoreSubmit(event: FormEvent<HTMLFormElement>) {
  event.preventDefault();
}

/**
 * Either calculator's form box: no submit, left out of the printout, and the first touch, focus
 * or key press starts loading the engine and the islands, so they are usually there by the time
 * the edit needs them (docs/calculator.md#engine-loaded-on-demand).
 */
export default function CalculatorFormFrame({
  heading,
  loadEngine,
  children,
}: CalculatorFormFrameProps) {
  const headingId = useId();
  const preload = () => preloadCalculator(loadEngine);
  return (
    <form
      className={styles.frame}
      noValidate
      onSubmit={ignoreSubmit}
      onFocus={preload}
      onPointerDown={preload}
      onKeyDown={preload}
      // A choice made in an island's static HTML (before its code is here) fires input without
      // a focus.
      onInput={preload}
      aria-labelledby={headingId}
      data-no-print
    >
      <h2 id={headingId} className={`${typography.h2} ${styles.heading}`}>
        {heading}
      </h2>
      {children}
    </form>
  );
}
