/** @jest-environment node */
import { nextPayments } from '@/lib/calculator/nextPayments';
import { calculateNannyTax } from '@/lib/tax/calculate';
import { dueDateEs } from '@/lib/tax/messages/calendar.es';
import { AGENCIES_ES, calendarAgencyEs } from '@/lib/tax/messages/calendarAgencies.es';
import { calendarFormEs, FORMS_ES } from '@/lib/tax/messages/calendarForms.es';
import { calendarNoteEs } from '@/lib/tax/messages/calendarNotes.es';
import { CALENDAR_NOTES_ES } from '@/lib/tax/messages/calendarNotes.es.table';
import { calendarTitleEs, TITLES_ES } from '@/lib/tax/messages/calendarTitles.es';
import { localizeNannyTaxResult } from '@/lib/tax/messages/localizeResult';
import { baseInput } from '../support';
import { AGENCIES_KEPT_IN_ENGLISH, allDueDates, calendarDataTexts } from './calendarTexts';

/** English words no Spanish row should still hold (proper names aside). */
const ENGLISH =
  /\b(?:the|quarter|Form|Forms|Schedule|withholding|unemployment|report|return|your|is|by|with)\b/;

describe('the payment calendar in Spanish', () => {
  const rows = allDueDates();
  const data = calendarDataTexts();
  const distinct = [
    ...new Map(rows.map((r) => [`${r.what}|${r.agency}|${r.note ?? ''}`, r])).values(),
  ];

  it('walks every state, year and frequency', () => {
    // Four federal rows and at least one state row for most states, both years.
    expect(distinct.length).toBeGreaterThan(300);
  });

  it.each(distinct.map((row) => [row.what, row]))('has Spanish for the row %s', (_what, row) => {
    const es = dueDateEs(row);
    expect(es.what).not.toBe(row.what);
    expect(es.what).not.toMatch(ENGLISH);
    if (row.form !== null) expect(es.form).not.toBe(row.form);
    if (row.note !== null) {
      expect(es.note).not.toBe(row.note);
      expect(es.note).not.toMatch(ENGLISH);
    }
    if (!AGENCIES_KEPT_IN_ENGLISH.has(row.agency)) expect(es.agency).not.toBe(row.agency);
    expect({ ...es, what: '', agency: '', form: '', note: '' }).toEqual({
      ...row,
      what: '',
      agency: '',
      form: '',
      note: '',
    });
  });

  it('has Spanish for every title, form and note of every year’s calendar data', () => {
    expect(data.titles.filter((t) => calendarTitleEs(t) === t)).toEqual([]);
    expect(data.forms.filter((f) => calendarFormEs(f) === f)).toEqual([]);
    expect(
      data.notes.filter((n) => calendarNoteEs(n) === n || ENGLISH.test(calendarNoteEs(n))),
    ).toEqual([]);
  });

  it('names each agency in Spanish or lists it as keeping its English name', () => {
    const agencies = [...data.agencies, ...rows.map((r) => r.agency)];
    const undecided = agencies.filter(
      (a) => calendarAgencyEs(a) === a && !AGENCIES_KEPT_IN_ENGLISH.has(a),
    );
    expect([...new Set(undecided)]).toEqual([]);
    const keptButTranslated = [...AGENCIES_KEPT_IN_ENGLISH].filter(
      (a) => calendarAgencyEs(a) !== a,
    );
    expect(keptButTranslated).toEqual([]);
  });

  it('keeps no Spanish for a text the calendar no longer has', () => {
    const allNotes = [...data.notes, ...rows.map((r) => r.note ?? '')].join('\n');
    expect(Object.keys(CALENDAR_NOTES_ES).filter((n) => !allNotes.includes(n))).toEqual([]);
    const forms = new Set([...data.forms, ...rows.map((r) => r.form)]);
    expect(Object.keys(FORMS_ES).filter((f) => !forms.has(f))).toEqual([]);
    // The titles of a line no known return lists (lib/tax/payees.ts defaultPayee).
    const titles = [
      ...data.titles,
      'State unemployment report',
      'Local income tax withholding return',
    ];
    expect(Object.keys(TITLES_ES).filter((t) => !titles.includes(t))).toEqual([]);
    const agencies = new Set([...data.agencies, ...rows.map((r) => r.agency)]);
    expect(Object.keys(AGENCIES_ES).filter((a) => !agencies.has(a))).toEqual([]);
    expect([...AGENCIES_KEPT_IN_ENGLISH].filter((a) => !agencies.has(a))).toEqual([]);
  });

  it('writes the federal rows, a state return and a carried note as the glossary does', () => {
    const result = calculateNannyTax(
      baseInput({
        state: 'NY',
        stateWithholding: true,
        federalWithholding: { filingStatus: 'single' },
      }),
    );
    const es = localizeNannyTaxResult(result, 'es').yearView.dueDates;
    const whats = es.map((d) => d.what);
    expect(whats).toContain('Pago de impuesto estimado 1 (Formulario 1040-ES)');
    expect(whats).toContain('Anexo H con su Formulario 1040');
    expect(whats).toContain(
      'Retención (estatal, de la ciudad de Nueva York y de Yonkers) y seguro de desempleo de Nueva York (Formulario NYS-45), trimestre 2',
    );
    const w2 = es.find((d) => d.form === 'Formularios W-2 y W-3');
    expect(w2?.agency).toBe('Administración del Seguro Social (SSA)');
    expect(es.find((d) => d.form === 'Anexo H (Formulario 1040)')?.agency).toBe('IRS');
    expect(
      calendarNoteEs(
        "The 2026 rule applied to 2027's calendar, until the 2027 edition is checked. July 31, 2027 is a Saturday.",
      ),
    ).toBe(
      'Se aplicó la regla de 2026 al calendario de 2027, hasta que se revise la edición de 2027. El 31 de julio de 2027 es sábado.',
    );
  });

  it('gives the next payments in Spanish, as they are read from the calendar', () => {
    const result = localizeNannyTaxResult(calculateNannyTax(baseInput({ state: 'CA' })), 'es');
    const items = nextPayments(result.yearView.dueDates, '2026-01-01').flatMap((p) => p.items);
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) expect(item).not.toMatch(ENGLISH);
  });

  it('returns the English answer as it is', () => {
    const result = calculateNannyTax(baseInput({ state: 'NY', stateWithholding: true }));
    expect(localizeNannyTaxResult(result, 'en')).toBe(result);
  });

  it('leaves a text it does not know in English', () => {
    expect(calendarNoteEs('A rule added tomorrow.')).toBe('A rule added tomorrow.');
    expect(calendarTitleEs('A program added tomorrow')).toBe('A program added tomorrow');
    expect(calendarFormEs('Report added tomorrow')).toBe('Report added tomorrow');
    expect(calendarAgencyEs('Agency added tomorrow')).toBe('Agency added tomorrow');
  });
});

describe('calendarAgencyEs', () => {
  it.each([
    [
      'California Employment Development Department',
      'Departamento del Desarrollo del Empleo de California (EDD)',
    ],
    [
      'Washington Employment Security Department (Paid Leave)',
      'Departamento para la Seguridad en el Empleo de Washington (ESD), Permiso de Cuidado Pagado',
    ],
    ['Texas Workforce Commission', 'Texas Workforce Commission'],
  ])('names %s by the Spanish name the glossary gives it', (english, spanish) => {
    expect(calendarAgencyEs(english)).toBe(spanish);
  });
});
