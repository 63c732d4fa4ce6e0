import { type Locale } from '@/lib/site/i18n/locale';
import { type PlacedFigure } from './figureWalk';
import { figureLabel } from './figureLabel';

/**
 * The Spanish name of each figure the methods page names, keyed by its English name
 * (`figureLabel`), in the glossary's terms (docs/spanish-glossary.md). A test fails on a figure of
 * the changelog without one (docs/site.md#methods-page).
 */
export const FIGURE_LABELS_ES: Readonly<Record<string, string>> = {
  'Philadelphia: tax, resident': 'Filadelfia: impuesto, residentes',
  'Philadelphia: tax, nonresident': 'Filadelfia: impuesto, no residentes',
  'Minimum wage': 'Salario mínimo',
  'Maryland FAMLI (paid family and medical leave), employer share: wage base':
    'FAMLI de Maryland (seguro de permiso familiar y médico), parte del empleador: límite de salarios sujetos',
  'Maryland FAMLI (paid family and medical leave), employer share: rate':
    'FAMLI de Maryland (seguro de permiso familiar y médico), parte del empleador: tasa',
  'Maryland FAMLI (paid family and medical leave), employee share: wage base':
    'FAMLI de Maryland (seguro de permiso familiar y médico), parte del empleado: límite de salarios sujetos',
  'Maryland FAMLI (paid family and medical leave), employee share: rate':
    'FAMLI de Maryland (seguro de permiso familiar y médico), parte del empleado: tasa',
  'Boone County: tax, rate': 'Condado de Boone: impuesto, tasa',
  'Unemployment, new-employer rate': 'Desempleo, tasa para empleadores nuevos',
  'St. Paul: minimum wage': 'St. Paul: salario mínimo',
  'Chicago: minimum wage': 'Chicago: salario mínimo',
  Withholding: 'Retención',
};

/** What a figure is, in the reader's language (the English name where no Spanish is kept yet). */
export function figureLabelIn(placed: PlacedFigure, locale: Locale): string {
  const english = figureLabel(placed);
  return locale === 'es' ? (FIGURE_LABELS_ES[english] ?? english) : english;
}
