import { type NannyTaxDueDate } from '../contract';
import { calendarAgencyEs } from './calendarAgencies.es';
import { calendarFormEs } from './calendarForms.es';
import { calendarNoteEs } from './calendarNotes.es';
import { calendarTitleEs } from './calendarTitles.es';

/** The federal rows' fixed words (../dueDates.ts filingRows). */
const FEDERAL_ES: Readonly<Record<string, string>> = {
  'Form W-2 to your nanny; Forms W-2 and W-3 to the SSA':
    'Entregue el Formulario W-2 a su niñera o niñero; envíe los Formularios W-2 y W-3 a la Administración del Seguro Social (SSA)',
  'Schedule H with your Form 1040': 'Anexo H con su Formulario 1040',
};

const INSTALLMENT = /^Estimated tax payment (\d) \(Form 1040-ES\)$/;
/** A state return's row (../dueDates.ts payeeRows): "<title> (<form>), quarter 2" or ", 2026". */
const RETURN_ROW = /^(.+), (?:quarter (\d)|(\d{4}))$/;

/** What is due on a row, in Spanish: the title and form translated, the period in Spanish words. */
function whatEs(due: NannyTaxDueDate): string {
  const fixed = FEDERAL_ES[due.what];
  if (fixed !== undefined) return fixed;
  const installment = INSTALLMENT.exec(due.what)?.[1];
  if (installment !== undefined)
    return `Pago de impuesto estimado ${installment} (Formulario 1040-ES)`;
  const row = RETURN_ROW.exec(due.what);
  if (!row?.[1]) return due.what;
  const period = row[2] !== undefined ? `trimestre ${row[2]}` : (row[3] ?? '');
  const formSuffix = due.form === null ? '' : ` (${due.form})`;
  const named =
    formSuffix && row[1].endsWith(formSuffix)
      ? `${calendarTitleEs(row[1].slice(0, -formSuffix.length))} (${calendarFormEs(due.form ?? '')})`
      : calendarTitleEs(row[1]);
  return `${named}, ${period}`;
}

/**
 * A payment calendar row in Spanish (docs/tax.md#answer-language): what is due, who is paid, the
 * form and the note. The date, amounts, codes and sources are the same in every language.
 */
export function dueDateEs(due: NannyTaxDueDate): NannyTaxDueDate {
  return {
    ...due,
    what: whatEs(due),
    agency: calendarAgencyEs(due.agency),
    form: due.form === null ? null : calendarFormEs(due.form),
    note: due.note === null ? null : calendarNoteEs(due.note),
  };
}
