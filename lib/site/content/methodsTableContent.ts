/*
 * The words of the methods page's table and changelog (docs/site.md#methods-page), per language;
 * the rows themselves come from the tax data (lib/tax/methods).
 */
import { type Locale } from '@/lib/site/i18n/locale';

/**
 * The support levels of lib/tax/methods/support.ts, spelled here so site words do not import the
 * tax domain (the layers' rule); the table indexes these with the tax type, so a new level fails
 * type-checking until it has words.
 */
type SupportLevel = 'full' | 'partial' | 'estimated';

/** The jurisdictions' table's words. */
export interface JurisdictionTableText {
  caption: (year: number) => string;
  /** What each support level means, after the caption. */
  levelMeaning: Readonly<Record<SupportLevel, string>>;
  levelLabel: Readonly<Record<SupportLevel, string>>;
  jurisdiction: string;
  support: string;
  agencySourced: string;
  estimated: string;
  carriedInto: (year: number) => string;
  newestSource: string;
  lastChecked: string;
  notRecorded: string;
}

/** The changelog's words. */
export interface ChangelogText {
  taxYear: (year: number) => string;
  caption: (count: number, year: number) => string;
  figure: string;
  takesEffect: string;
  jurisdiction: string;
  before: string;
  after: string;
  source: string;
  /** After a figure's name when its new value is estimated. */
  estimatedMark: string;
  /** Before a figure new that year. */
  none: string;
  /** A value words cannot sum up (a bracket schedule). */
  table: string;
}

export const JURISDICTION_TABLE_TEXT: Readonly<Record<Locale, JurisdictionTableText>> = {
  en: {
    caption: (year) => `Figures by jurisdiction, tax year ${year}.`,
    levelMeaning: {
      full: 'Full: every figure from the agency or the law.',
      partial: 'Partial: some figures estimated.',
      estimated: 'Estimated: most figures estimated.',
    },
    levelLabel: { full: 'Full', partial: 'Partial', estimated: 'Estimated' },
    jurisdiction: 'Jurisdiction',
    support: 'Support',
    agencySourced: 'From the agency or law',
    estimated: 'Estimated',
    carriedInto: (year) => `Carried into ${year}`,
    newestSource: 'Newest source date',
    lastChecked: 'Last checked',
    notRecorded: 'Not recorded',
  },
  es: {
    caption: (year) => `Cifras por jurisdicción, año tributario ${year}.`,
    levelMeaning: {
      full: 'Completo: todas las cifras vienen de la agencia o de la ley.',
      partial: 'Parcial: algunas cifras son estimadas.',
      estimated: 'Estimado: la mayoría de las cifras son estimadas.',
    },
    levelLabel: { full: 'Completo', partial: 'Parcial', estimated: 'Estimado' },
    jurisdiction: 'Jurisdicción',
    support: 'Respaldo',
    agencySourced: 'De la agencia o de la ley',
    estimated: 'Estimadas',
    carriedInto: (year) => `Tomadas para ${year}`,
    newestSource: 'Fecha de la fuente más reciente',
    lastChecked: 'Última comprobación',
    notRecorded: 'Sin registro',
  },
};

export const CHANGELOG_TABLE_TEXT: Readonly<Record<Locale, ChangelogText>> = {
  en: {
    taxYear: (year) => `Tax year ${year}`,
    caption: (count, year) =>
      `${count} ${count === 1 ? 'change' : 'changes'} in tax year ${year}, the newest first`,
    figure: 'Figure',
    takesEffect: 'Takes effect',
    jurisdiction: 'Jurisdiction',
    before: 'Before',
    after: 'After',
    source: 'Source',
    estimatedMark: ' (estimated)',
    none: 'None (new)',
    table: 'A table (see the source)',
  },
  es: {
    taxYear: (year) => `Año tributario ${year}`,
    caption: (count, year) =>
      `${count} ${count === 1 ? 'cambio' : 'cambios'} en el año tributario ${year}, el más reciente primero`,
    figure: 'Cifra',
    takesEffect: 'Entra en vigor',
    jurisdiction: 'Jurisdicción',
    before: 'Antes',
    after: 'Después',
    source: 'Fuente',
    estimatedMark: ' (cifra estimada)',
    none: 'Ninguna (nueva)',
    table: 'Una tabla (vea la fuente)',
  },
};
