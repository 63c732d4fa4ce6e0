import { type Locale } from '@/lib/site/i18n/locale';
import { type StateCode } from '@/lib/tax/states';
import { hireNoticeFor, type HireNoticeRule } from '../hireNotice';
import { sickLeaveFor, type SickLeaveText } from '../paidSickLeave';
import { HIRE_NOTICE_ES, SICK_LEAVE_NOTE_ES, SICK_LEAVE_SUMMARY_ES } from './offerRules.es';

/**
 * A state's sick-time rule in a language: the same law, hours and source, its sentence in the
 * page's language. A Spanish sentence missing would be a gap in offerRules.es.ts, which its test
 * rules out; the English one stands in rather than failing the page.
 */
export function sickLeaveIn(state: StateCode, locale: Locale): SickLeaveText {
  const rule = sickLeaveFor(state);
  if (locale === 'en') return rule;
  if (rule.kind === 'mandate') {
    const summary = SICK_LEAVE_SUMMARY_ES[state] ?? rule.mandate.summary;
    return { ...rule, mandate: { ...rule.mandate, summary } };
  }
  if (rule.kind === 'notYet') return { ...rule, note: SICK_LEAVE_NOTE_ES[state] ?? rule.note };
  return rule;
}

/** A state's notice at hire in a language (the law's citation as the state writes it), or null. */
export function hireNoticeIn(state: StateCode, locale: Locale): HireNoticeRule | null {
  const rule = hireNoticeFor(state)?.value ?? null;
  if (!rule || locale === 'en') return rule;
  const spanish = HIRE_NOTICE_ES[state];
  return spanish ? { ...rule, ...spanish } : rule;
}
