import { useCallback, useEffect, useReducer } from 'react';
import { useQuerySync } from '@/components/calculator/hooks/useQuerySync';
import { browserLogger } from '@/lib/platform/logging/browserLogger';
import { type ShareForm } from '@/lib/calculator/share/shareForm';
import { loadShareEngine, type ShareEngine } from '@/lib/calculator/share/loadShareEngine';
import {
  initShareState,
  shareReducer,
  shareStatus,
  type ShareAction,
  type ShareCalculation,
  type ShareState,
  type ShareStatus,
} from '@/lib/calculator/share/shareState';

export interface ShareCalculator extends ShareState {
  status: ShareStatus;
  change: (form: ShareForm) => void;
}

/** The engine's check of a form: its field errors, or its calculation. */
function check(
  engine: ShareEngine,
  form: ShareForm,
  taxYear: ShareCalculation['input']['taxYear'],
): ShareAction {
  const parsed = engine.parseShareForm(form, taxYear);
  if (!parsed.ok) return { type: 'checked', form, errors: parsed.errors, calculation: null };
  try {
    const calculation = engine.calculateShare(engine.completeShareInput(parsed.input));
    return { type: 'checked', form, errors: {}, calculation };
  } catch {
    // A refused input is a safety net (the form's rules match the engine's): keep the last result.
    return { type: 'checked', form, errors: {}, calculation: null };
  }
}

/**
 * The share calculator's state: starts from the server's calculation, checks and recalculates
 * every edit once the engine has loaded (on the first interaction), and mirrors the share into
 * the URL.
 */
export function useShareCalculator(initial: ShareCalculation): ShareCalculator {
  const [state, dispatch] = useReducer(shareReducer, initial, initShareState);
  const { form, checkedForm } = state;
  const taxYear = state.calculation.input.taxYear;

  useEffect(() => {
    if (form === checkedForm) return;
    let cancelled = false;
    loadShareEngine().then(
      (engine) => {
        if (!cancelled) dispatch(check(engine, form, taxYear));
      },
      (error: unknown) => {
        browserLogger.warn({ err: String(error) }, 'Share calculator engine could not be loaded');
        if (!cancelled) dispatch({ type: 'engineFailed', form });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [form, checkedForm, taxYear]);

  useQuerySync(state.calculation.search);
  const change = useCallback((next: ShareForm) => dispatch({ type: 'edit', form: next }), []);
  return { ...state, status: shareStatus(state), change };
}
