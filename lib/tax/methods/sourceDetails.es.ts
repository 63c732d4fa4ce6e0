import { type Locale } from '@/lib/site/i18n/locale';
import { type SourceDocument } from '../sourceDocuments';

/**
 * The Spanish of what each cited document says for a figure of the changelog, keyed by the
 * English words of its source (docs/site.md#methods-page). Laws and documents keep their official
 * names; a test fails on a changelog source without its Spanish.
 */
export const SOURCE_DETAILS_ES: Readonly<Record<string, string>> = {
  'residents 2.235% city portion to June 30, 2027 and 2.23% from July 1, 2027, plus the 1.50% PICA tax (3.735%, 3.73%), non-residents 3.425% and 3.42%':
    'residentes: 2.235% de la parte de la ciudad hasta el 30 de junio de 2027 y 2.23% desde el 1 de julio de 2027, más el impuesto PICA de 1.50% (3.735%, 3.73%); no residentes: 3.425% y 3.42%',
  'Alaska Ballot Measure 1 (2024), AS 23.10.065: $14.00 an hour from July 1, 2026 and $15.00 from July 1, 2027':
    'Alaska Ballot Measure 1 (2024), AS 23.10.065: $14.00 por hora desde el 1 de julio de 2026 y $15.00 desde el 1 de julio de 2027',
  'Virginia 2026 HB 1 (identical SB 1), amending Va. Code § 40.1-28.10: $13.75 an hour from January 1, 2027 and $15.00 from January 1, 2028 (enactment of April 8, 2026 seen on a bill tracker, not on lis.virginia.gov)':
    'Virginia 2026 HB 1 (idéntica a SB 1), que modifica Va. Code § 40.1-28.10: $13.75 por hora desde el 1 de enero de 2027 y $15.00 desde el 1 de enero de 2028 (la promulgación del 8 de abril de 2026 se vio en un sitio de seguimiento de leyes, no en lis.virginia.gov)',
  'Rhode Island 2025 H 5029 (signed August 2025), amending R.I. Gen. Laws § 28-12-3: $17.00 an hour from January 1, 2027':
    'Rhode Island 2025 H 5029 (firmada en agosto de 2025), que modifica R.I. Gen. Laws § 28-12-3: $17.00 por hora desde el 1 de enero de 2027',
  'Michigan Public Act 1 of 2025 (SB 8), amending MCL 408.934: $15.00 an hour from January 1, 2027 (Senate Fiscal Agency, "S.B. 8: Analysis as Enacted")':
    'Michigan Public Act 1 of 2025 (SB 8), que modifica MCL 408.934: $15.00 por hora desde el 1 de enero de 2027 (Senate Fiscal Agency, "S.B. 8: Analysis as Enacted")',
  'maximum taxable earnings $184,500':
    'límite de salarios sujetos al impuesto del Seguro Social: $184,500',
  'contributions from January 1, 2027, up to 1.2% of wages to the Social Security wage base':
    'contribuciones desde el 1 de enero de 2027, de hasta el 1.2% de los salarios hasta el límite de salarios sujetos al impuesto del Seguro Social',
  'MD Labor, "Labor Announces Contribution Rate for FAMLI" (September 29, 2023): 0.90%, half from the employee':
    'MD Labor, "Labor Announces Contribution Rate for FAMLI" (29 de septiembre de 2023): 0.90%, la mitad a cargo del empleado',
  'estimated until checked against the agency’s own notice':
    'estimado hasta compararlo con el aviso de la propia agencia',
  'residents 2.24% city portion from July 1, 2025 and 2.235% from July 1, 2026, plus the 1.50% PICA tax (3.74%, 3.735%), non-residents 3.43% and 3.425%':
    'residentes: 2.24% de la parte de la ciudad desde el 1 de julio de 2025 y 2.235% desde el 1 de julio de 2026, más el impuesto PICA de 1.50% (3.74%, 3.735%); no residentes: 3.43% y 3.425%',
  'wage base $14,000': 'límite de salarios sujetos: $14,000',
  'new employers 2.7% less the 1.00% Fund Balance Reduction = 1.7% in 2026 Q1 and Q2':
    'empleadores nuevos: 2.7% menos la reducción por saldo del fondo (Fund Balance Reduction) de 1.00% = 1.7% en el primer y el segundo trimestre de 2026',
  'minimum wage $16.60 from July 1, 2025, raised each July 1 under the Minimum Wage Ordinance':
    'salario mínimo de $16.60 desde el 1 de julio de 2025, que sube cada 1 de julio según la ordenanza de salario mínimo (Minimum Wage Ordinance)',
  "$17.05 from July 1, 2026 by the ordinance's yearly step (Municipal Code § 6-105-020: CPI, at most 2.5%, rounded up to the next $0.05: $16.60 × 1.025 = $17.015), estimated until checked against the City's 2026 notice":
    '$17.05 desde el 1 de julio de 2026 por el aumento anual de la ordenanza (Municipal Code § 6-105-020: el índice de precios al consumidor (CPI), como máximo 2.5%, redondeado hacia arriba a los $0.05 siguientes: $16.60 × 1.025 = $17.015), estimado hasta compararlo con el aviso de 2026 de la ciudad',
  "domestic workers get the full rate whatever the employer's size":
    'las personas empleadas domésticas reciben la tasa completa, sea cual sea el tamaño del empleador',
};

/**
 * A figure's cited documents for a reader of `locale`: titles stay the documents' own (English)
 * names; what each says is in Spanish (its English words where no Spanish is kept yet).
 */
export function documentsIn(
  documents: readonly SourceDocument[],
  locale: Locale,
): readonly SourceDocument[] {
  if (locale === 'en') return documents;
  return documents.map((d) => ({ ...d, detail: SOURCE_DETAILS_ES[d.detail] ?? d.detail }));
}
