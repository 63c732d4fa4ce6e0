/**
 * A cited document's link words for a Spanish reader: its official (English) name, marked as
 * English, and any words around the name in Spanish (docs/site.md#methods-page).
 */
export type CitationWords = readonly (string | { readonly en: string })[];

/**
 * The link words of every document the changelog cites, keyed by its English title (a test fails
 * on one without them): names stay as the documents write them, the framing is Spanish.
 */
export const SOURCE_TITLES_ES: Readonly<Record<string, CitationWords>> = {
  'Philadelphia City Council Bill No. 250195, amending Chapter 19-1500 (Wage and Net Profits Tax), § 19-1502(1)':
    [
      { en: 'Philadelphia City Council Bill No. 250195' },
      ', que modifica ',
      { en: 'Chapter 19-1500 (Wage and Net Profits Tax), § 19-1502(1)' },
    ],
  'Senate Fiscal Agency, "S.B. 8: Analysis as Enacted"': [
    { en: 'Senate Fiscal Agency, "S.B. 8: Analysis as Enacted"' },
  ],
  'SSA, 2026 Social Security Changes (COLA fact sheet, October 2025)': [
    { en: 'SSA, 2026 Social Security Changes' },
    ' (hoja informativa del ajuste por costo de vida, octubre de 2025)',
  ],
  'Maryland Department of Labor, FAMLI "Contributions" (employer page)': [
    { en: 'Maryland Department of Labor, FAMLI "Contributions"' },
    ' (página para empleadores)',
  ],
  'employers with fewer than 15 employees remit only the employee half. Rate': [
    'los empleadores con menos de 15 empleados pagan solo la mitad que corresponde al empleado. Tasa',
  ],
  'Indiana Department of Revenue, Departmental Notice #1, county income tax rates effective Jan. 1, 2026 and the revised table effective Oct. 1, 2026 (counties changed since Jan. 1 marked)':
    [
      { en: 'Indiana Department of Revenue, Departmental Notice #1' },
      ': tasas del impuesto sobre los ingresos de los condados vigentes desde el 1 de enero de 2026 y la tabla revisada vigente desde el 1 de octubre de 2026 (con los condados que cambiaron desde el 1 de enero marcados)',
    ],
  'US DOL, State minimum wage laws (2026)': [{ en: 'US DOL, State minimum wage laws' }, ' (2026)'],
  'New Hampshire Employment Security, Employer claims and taxes, and its rate chart effective 2026 Q2':
    [
      { en: 'New Hampshire Employment Security, Employer claims and taxes' },
      ', y su tabla de tasas vigente desde el segundo trimestre de 2026',
    ],
  'Minneapolis and St. Paul minimum wages for 2026, as reported by WFJ Law Firm, "2026 Minnesota Minimum Wage Updates"':
    [
      'Salarios mínimos de Minneapolis y St. Paul para 2026, según ',
      { en: 'WFJ Law Firm, "2026 Minnesota Minimum Wage Updates"' },
    ],
  'City of Chicago BACP, "Mayor Brandon Johnson Announces Updates to Labor Laws" (June 2025)': [
    { en: 'City of Chicago BACP, "Mayor Brandon Johnson Announces Updates to Labor Laws"' },
    ' (junio de 2025)',
  ],
  "Georgia Employer's Withholding Tax Guide (2026, updated June 2026; effective May 11, 2026)": [
    { en: "Georgia Employer's Withholding Tax Guide" },
    ' (2026, actualizada en junio de 2026; vigente desde el 11 de mayo de 2026)',
  ],
};

/** A title's Spanish link words: the table's, else the whole title as an English name. */
export function citationWordsEs(title: string): CitationWords {
  return SOURCE_TITLES_ES[title] ?? [{ en: title }];
}
