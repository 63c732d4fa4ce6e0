/** @jest-environment node */
import { localitiesOf } from '@/lib/tax/localities/lookup';

/** Attachment 1 of the Comptroller's 2026 withholding memo: the flat county rates, in percent. */
const MEMO_2026: Readonly<Record<string, number>> = {
  'MD-ALLEGANY': 3.2,
  'MD-BALTIMORE-CITY': 3.2,
  'MD-BALTIMORE': 3.2,
  'MD-CALVERT': 3.2,
  'MD-CAROLINE': 3.2,
  'MD-CARROLL': 3.03,
  'MD-CECIL': 2.74,
  'MD-CHARLES': 3.03,
  'MD-DORCHESTER': 3.3,
  'MD-GARRETT': 2.65,
  'MD-HARFORD': 3.06,
  'MD-HOWARD': 3.2,
  'MD-KENT': 3.3,
  'MD-MONTGOMERY': 3.2,
  'MD-PRINCE-GEORGES': 3.2,
  'MD-QUEEN-ANNES': 3.2,
  'MD-ST-MARYS': 3.2,
  'MD-SOMERSET': 3.2,
  'MD-TALBOT': 2.4,
  'MD-WASHINGTON': 2.95,
  'MD-WICOMICO': 3.2,
  'MD-WORCESTER': 2.25,
};

const counties = localitiesOf('MD', 2026).filter((l) => l.tax?.kind === 'marylandCounty');

describe('Maryland county rates, 2026', () => {
  it('has all 24 jurisdictions: 22 flat rates and the two bracketed counties', () => {
    expect(counties).toHaveLength(24);
    const bracketed = counties.filter(
      (l) => l.tax?.kind === 'marylandCounty' && l.tax.rate.value.kind === 'brackets',
    );
    expect(bracketed.map((l) => l.code).sort()).toEqual(['MD-ANNE-ARUNDEL', 'MD-FREDERICK']);
  });

  it.each(Object.entries(MEMO_2026))('%s is %s%%, from the memo, not estimated', (code, pct) => {
    const tax = counties.find((l) => l.code === code)?.tax;
    if (tax?.kind !== 'marylandCounty') throw new Error(`${code} has no county rate`);
    expect(tax.rate.value).toEqual({ kind: 'flat', rate: Math.round(pct * 100) / 10_000 });
    expect(tax.rate.source).toContain('Local Income Tax Withholding Rates for 2026');
    expect(tax.rate.estimated).toBeUndefined();
  });
});
