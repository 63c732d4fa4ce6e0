/** @jest-environment node */
import { calculateNannyTax } from '@/lib/tax/calculate';
import { lineLabelEs } from '@/lib/tax/messages/lineLabels.es';
import { localitiesIn } from '@/lib/tax/localities/lookup';
import { STATE_CODES } from '@/lib/tax/states';
import { SUPPORTED_TAX_YEARS } from '@/lib/tax/taxYear';
import { baseInput } from '../support';

/** Names that are the same in Spanish: a program's own English name (the glossary's rule). */
const SAME_IN_SPANISH = new Set(['Medicare', 'California Employment Training Tax (ETT)']);

describe('lineLabelEs', () => {
  it.each([
    [
      'Social Security, employee share paid by you',
      'Seguro Social, parte del empleado que paga usted',
    ],
    ['Medicare, employer share', 'Medicare, parte del empleador'],
    ['New York unemployment insurance (SUI)', 'Impuesto estatal de desempleo (SUI) de Nueva York'],
    ['Texas unemployment insurance (SUI)', 'Impuesto estatal de desempleo (SUI) de Texas'],
    [
      'Pennsylvania unemployment insurance, employee share',
      'Seguro de desempleo estatal de Pensilvania, parte del empleado',
    ],
    [
      'Georgia income tax withholding',
      'Retención del impuesto estatal sobre los ingresos de Georgia',
    ],
    ['Paid Leave Oregon, employee share', 'Permiso Pagado de Oregon, parte del empleado'],
    [
      'Georgia income tax withholding (5.09% to May 10, 4.99% from May 11)',
      'Retención del impuesto estatal sobre los ingresos de Georgia (5.09% hasta el 10 de mayo, 4.99% desde el 11 de mayo)',
    ],
    ['Howard County income tax', 'Impuesto sobre los ingresos del condado de Howard'],
    [
      'Boone County income tax (1.7% to Sep 30, 1.71% from Oct 1)',
      'Impuesto sobre los ingresos del condado de Boone (1.7% hasta el 30 de septiembre, 1.71% desde el 1 de octubre)',
    ],
    ['Baltimore City income tax', 'Impuesto sobre los ingresos de la ciudad de Baltimore'],
    ['New York City resident tax', 'Impuesto para residentes de la ciudad de Nueva York'],
    [
      'Philadelphia Wage Tax (resident, 3.74% to Jun 30, 3.735% from Jul 1)',
      'Wage Tax de Philadelphia (impuesto sobre los salarios para residentes, 3.74% hasta el 30 de junio, 3.735% desde el 1 de julio)',
    ],
    [
      'Philadelphia Wage Tax (non-resident)',
      'Wage Tax de Philadelphia (impuesto sobre los salarios para no residentes)',
    ],
    [
      'Yonkers resident surcharge and Local income tax (rate you entered)',
      'Recargo para residentes de Yonkers y Impuesto local sobre los ingresos (la tasa que ingresó)',
    ],
    ['A place tax the table does not know', 'A place tax the table does not know'],
  ])('names %s in Spanish', (english, spanish) => {
    expect(lineLabelEs(english)).toBe(spanish);
  });

  it('names every line of every state and year in Spanish', () => {
    const untranslated = new Set<string>();
    for (const taxYear of SUPPORTED_TAX_YEARS) {
      for (const state of STATE_CODES) {
        const result = calculateNannyTax(
          baseInput({ taxYear, state, stateWithholding: true, hoursPerWeek: 45 }),
        );
        for (const { label } of result.lineItems) {
          if (lineLabelEs(label) === label && !SAME_IN_SPANISH.has(label)) untranslated.add(label);
        }
      }
    }
    expect([...untranslated]).toEqual([]);
  });

  it('names the local tax line of every locality and year in Spanish, where she lives or not', () => {
    const untranslated = new Set<string>();
    for (const taxYear of SUPPORTED_TAX_YEARS) {
      for (const { state, code } of localitiesIn(taxYear)) {
        for (const livesInLocality of [true, false]) {
          const result = calculateNannyTax(
            baseInput({
              taxYear,
              state,
              locality: code,
              livesInLocality,
              localRate: 0.01,
              stateWithholding: true,
            }),
          );
          for (const { label } of result.lineItems) {
            const spanish = lineLabelEs(label);
            if (
              /income tax|\bresident\b|non-resident|Wage Tax \(|surcharge|rate you entered/.test(
                spanish,
              )
            ) {
              untranslated.add(label);
            }
          }
        }
      }
    }
    expect([...untranslated]).toEqual([]);
  });
});
