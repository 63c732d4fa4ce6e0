/** @jest-environment node */
import { calculateNannyTax } from '@/lib/tax/calculate';
import { type NannyTaxInput, type NannyTaxWarning } from '@/lib/tax/contract';
import { localizeWarnings, renderWarning } from '@/lib/tax/messages/renderWarning';
import { baseInput } from '../support';

/** Requests that between them raise every warning of the single calculation. */
const CASES: readonly (readonly [string, Partial<NannyTaxInput>])[] = [
  ['Texas at $25 an hour', {}],
  ['under both minimums', { state: 'WA', pay: { amount: 7, per: 'hour', type: 'gross' } }],
  [
    'Arkansas with its coverage note',
    { state: 'AR', pay: { amount: 10, per: 'hour', type: 'gross' } },
  ],
  [
    'Seattle under its own minimum',
    { state: 'WA', locality: 'WA-SEATTLE', pay: { amount: 17, per: 'hour', type: 'gross' } },
  ],
  [
    'Oregon, whose minimum changes in July',
    { state: 'OR', pay: { amount: 10, per: 'hour', type: 'gross' } },
  ],
  ['one overtime hour', { hoursPerWeek: 41 }],
  ['California daily overtime', { state: 'CA', hoursPerWeek: 50, daysPerWeek: 4 }],
  [
    'a salary with overtime',
    { state: 'OR', pay: { amount: 700, per: 'week', type: 'gross' }, hoursPerWeek: 60 },
  ],
  ['a live-in', { liveIn: true, hoursPerWeek: 50 }],
  ['few hours', { pay: { amount: 15, per: 'hour', type: 'gross' }, hoursPerWeek: 3 }],
  ['take-home pay', { pay: { amount: 800, per: 'week', type: 'net' } }],
  [
    'family savings',
    {
      family: { filingStatus: 'married', agi: 150000, childrenUnder13: 1, dependentCareFsa: 9000 },
    },
  ],
  ['no child under 13', { family: { filingStatus: 'married', agi: 150000, childrenUnder13: 0 } }],
  ['a parent', { employeeRelationship: 'parent' }],
  ['state withholding', { state: 'GA', stateWithholding: true }],
  ['an industry-rated state', { state: 'MN' }],
  ['New York City, living outside', { state: 'NY', locality: 'NY-NYC', livesInLocality: false }],
  ['2027', { taxYear: 2027 }],
];

const warningsOf = (overrides: Partial<NannyTaxInput>) =>
  calculateNannyTax(baseInput(overrides)).warnings;

function find(warnings: readonly NannyTaxWarning[], code: string): NannyTaxWarning {
  const found = warnings.find((w) => w.code === code);
  if (!found) throw new Error(`no ${code} in ${warnings.map((w) => w.code).join(', ')}`);
  return found;
}

describe('renderWarning', () => {
  it.each(CASES)(
    'renders each warning for %s in English exactly as the engine wrote it',
    (_, input) => {
      for (const w of warningsOf(input)) {
        expect(w.params).toBeDefined();
        expect(renderWarning(w, 'en')).toBe(w.message);
      }
    },
  );

  it.each(CASES)(
    'renders each warning for %s in Spanish, in other words than the English',
    (_, input) => {
      for (const w of warningsOf(input)) {
        const spanish = renderWarning(w, 'es');
        expect(spanish).not.toBe(w.message);
        // A program's English name in parentheses is the glossary's rule, not a leftover.
        expect(spanish.replace(/\([^)]*\)/g, '')).not.toMatch(/\b(the|is|are|and|owed|wages)\b/);
      }
    },
  );

  it('writes amounts the U.S. way and names the week, in Spanish', () => {
    const reached = find(warningsOf({}), 'FICA_THRESHOLD_REACHED');
    expect(renderWarning(reached, 'es')).toContain('$3,000.00, en la semana 3');
  });

  it('names a state in Spanish where its Spanish name differs', () => {
    const sui = find(warningsOf({ state: 'NY' }), 'SUI_OWED');
    expect(renderWarning(sui, 'es')).toContain('de Nueva York');
  });

  it('says one hour in the singular in both languages', () => {
    const overtime = find(warningsOf({ hoursPerWeek: 41 }), 'OVERTIME_APPLIED');
    expect(overtime.message).toContain('1 hour a week above 40');
    expect(renderWarning(overtime, 'es')).toContain('1 hora por semana');
    const more = find(warningsOf({ hoursPerWeek: 45 }), 'OVERTIME_APPLIED');
    expect(renderWarning(more, 'es')).toContain('5 horas por semana');
  });

  it('closes a Spanish list with its conjunction', () => {
    const family = find(warningsOf({ employeeRelationship: 'parent' }), 'FAMILY_EMPLOYEE');
    expect(renderWarning(family, 'es')).toContain(
      'no están sujetos a los impuestos del Seguro Social y de Medicare, el impuesto federal para el desempleo (FUTA) ni el seguro de desempleo estatal de Texas (Publicación 926 del IRS).',
    );
  });

  it('names the result lines in Spanish in a list of lines', () => {
    const preliminary = find(warningsOf({ taxYear: 2027 }), 'PRELIMINARY_FIGURES');
    const spanish = renderWarning(preliminary, 'es');
    expect(spanish).toMatch(/^Preliminar: /);
    expect(spanish).not.toContain('unemployment');
  });

  it('keeps a warning without params in the engine’s words', () => {
    const bare = { code: 'SOMETHING_NEW', message: 'In English.' };
    expect(renderWarning(bare, 'es')).toBe('In English.');
    expect(localizeWarnings([bare], 'es')).toEqual([bare]);
  });

  it('localizes a list, keeping codes, params and the minimums’ rates, naming their places in Spanish', () => {
    const warnings = warningsOf({ state: 'NY', pay: { amount: 7, per: 'hour', type: 'gross' } });
    const spanish = localizeWarnings(warnings, 'es');
    expect(spanish.map((w) => w.code)).toEqual(warnings.map((w) => w.code));
    expect(spanish.map((w) => w.params)).toEqual(warnings.map((w) => w.params));
    expect(spanish.map((w) => w.minimum?.hourly)).toEqual(warnings.map((w) => w.minimum?.hourly));
    expect(spanish.flatMap((w) => (w.minimum ? [w.minimum.place] : []))).toEqual([
      'Estados Unidos',
      'Nueva York',
    ]);
    expect(localizeWarnings(warnings, 'en')).toEqual(warnings);
  });
});
