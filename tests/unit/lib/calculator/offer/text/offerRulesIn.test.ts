import { HIRE_NOTICE_RULES } from '@/lib/calculator/offer/hireNotice';
import { PAID_SICK_LEAVE_2026 } from '@/lib/calculator/offer/paidSickLeave';
import { hireNoticeIn, sickLeaveIn } from '@/lib/calculator/offer/text/offerRulesIn';
import {
  HIRE_NOTICE_ES,
  SICK_LEAVE_NOTE_ES,
  SICK_LEAVE_SUMMARY_ES,
} from '@/lib/calculator/offer/text/offerRules.es';
import { isStateCode, type StateCode } from '@/lib/tax/states';

const codes = (table: object): StateCode[] => Object.keys(table).filter(isStateCode);
const withMandate = codes(PAID_SICK_LEAVE_2026).filter((s) => PAID_SICK_LEAVE_2026[s]?.value);
const notYet = codes(PAID_SICK_LEAVE_2026).filter((s) => PAID_SICK_LEAVE_2026[s]?.value === null);

describe('the offer sheet’s state rules in Spanish', () => {
  it('has a Spanish sentence for every state rule of the English tables, and none beyond them', () => {
    expect(codes(SICK_LEAVE_SUMMARY_ES).sort()).toEqual([...withMandate].sort());
    expect(codes(SICK_LEAVE_NOTE_ES).sort()).toEqual([...notYet].sort());
    expect(codes(HIRE_NOTICE_ES).sort()).toEqual(codes(HIRE_NOTICE_RULES).sort());
  });

  it('keeps the figures of each English sentence in its Spanish one', () => {
    const numbers = (text: string) => (text.match(/\d+/g) ?? []).sort();
    for (const state of withMandate) {
      const english = PAID_SICK_LEAVE_2026[state]?.value?.summary ?? '';
      expect([state, numbers(SICK_LEAVE_SUMMARY_ES[state] ?? '')]).toEqual([
        state,
        numbers(english),
      ]);
    }
  });

  it('gives a Spanish page the Spanish sentence with the law, hours and source unchanged', () => {
    const english = sickLeaveIn('CA', 'en');
    const spanish = sickLeaveIn('CA', 'es');
    if (english.kind !== 'mandate' || spanish.kind !== 'mandate') throw new Error('CA has a law');
    expect(spanish.mandate.summary).toMatch(
      /^Al menos 40 horas \(5 días\) de permiso por enfermedad pagado/,
    );
    expect({ ...spanish.mandate, summary: '' }).toEqual({ ...english.mandate, summary: '' });
    expect(spanish.source).toBe(english.source);
    const connecticut = sickLeaveIn('CT', 'es');
    expect(connecticut.kind).toBe('notYet');
    expect(connecticut.kind === 'notYet' && connecticut.note).toMatch(
      /desde el 1 de enero de 2027/,
    );
    expect(sickLeaveIn('TX', 'es')).toEqual({ kind: 'none' });
  });

  it('words the notice at hire in Spanish, its law cited as the state writes it', () => {
    const rule = hireNoticeIn('DC', 'es');
    expect(rule?.law).toBe('D.C. Code §32-1008(c) (Wage Theft Prevention Amendment Act of 2014)');
    expect(rule?.requires).toMatch(
      /^un aviso de contratación por escrito, en inglés y en el idioma principal/,
    );
    expect(rule?.form).toContain('en inglés y español');
    expect(hireNoticeIn('DC', 'en')).toBe(HIRE_NOTICE_RULES.DC?.value);
    expect(hireNoticeIn('TX', 'es')).toBeNull();
  });
});
