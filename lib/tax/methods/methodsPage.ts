import { type Locale } from '@/lib/site/i18n/locale';
import { TAX_YEARS } from '../data';
import { CHECKED_ON } from '../data/checkedOn';
import { LATEST_TAX_YEAR, SUPPORTED_TAX_YEARS } from '../taxYear';
import { changelogByYear, figureChangelog, type FigureChange } from './changelog';
import { supportByJurisdiction, type JurisdictionSupport } from './support';

/** Everything the methods page shows from the data (docs/site.md#methods-page). */
export interface MethodsPageData {
  /** The year the table counts: the newest published one. */
  readonly year: number;
  /** The year whose carried figures the table counts; null when there is none. */
  readonly nextYear: number | null;
  readonly jurisdictions: readonly JurisdictionSupport[];
  readonly changelog: readonly {
    readonly year: number;
    readonly changes: readonly FigureChange[];
  }[];
}

/** The methods page's table and changelog, built from every supported year's folder, in `locale`. */
export function methodsPageData(locale: Locale = 'en'): MethodsPageData {
  const nextYear = SUPPORTED_TAX_YEARS.find((year) => year > LATEST_TAX_YEAR) ?? null;
  return {
    year: LATEST_TAX_YEAR,
    nextYear,
    jurisdictions: supportByJurisdiction(
      TAX_YEARS[LATEST_TAX_YEAR],
      nextYear === null ? undefined : TAX_YEARS[nextYear],
      CHECKED_ON[LATEST_TAX_YEAR],
      locale,
    ),
    changelog: changelogByYear(
      figureChangelog(
        SUPPORTED_TAX_YEARS.map((year) => TAX_YEARS[year]),
        locale,
      ),
    ),
  };
}
