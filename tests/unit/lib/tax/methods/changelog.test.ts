/** @jest-environment node */
import { TAX_YEARS } from '@/lib/tax/data';
import {
  changelogByYear,
  changesBetweenYears,
  changesWithinYear,
  figureChangelog,
} from '@/lib/tax/methods/changelog';
import { agency, estimate, smallYear } from './fixtures';

describe('changesWithinYear', () => {
  it('lists each dated value after the first with the one before it', () => {
    const [change, ...rest] = changesWithinYear(smallYear(2026));
    expect(rest).toEqual([]);
    expect(change).toMatchObject({
      effective: '2026-09-30',
      year: 2026,
      jurisdiction: 'Florida',
      figure: 'Minimum wage',
      isNew: false,
      before: '$14.00',
      after: '$15.00',
      estimated: false,
    });
    expect(change?.documents.map((d) => d.href)).toEqual(['https://agency.example.gov/rates']);
  });
});

describe('changesBetweenYears', () => {
  const later = smallYear(2027, {
    federal: {
      socialSecurity: { wageBase: agency(192300), employeeRate: agency(0.062) },
      newFigure: estimate(5),
    },
    calendar: { w2: agency('2028-02-01') },
  });
  const changes = changesBetweenYears(smallYear(2026), later);

  it('finds a changed value and a new figure on the new year’s first day, never a due date', () => {
    expect(changes.map((c) => [c.figure, c.before, c.after, c.isNew, c.effective])).toEqual([
      ['Social security, wage base', '$184,500.00', '$192,300.00', false, '2027-01-01'],
      ['New figure', null, '$5.00', true, '2027-01-01'],
    ]);
  });

  it('compares the old year’s last value with the new year’s first (no change at the turn)', () => {
    expect(changes.some((c) => c.jurisdiction === 'Florida')).toBe(false);
  });
});

describe('figureChangelog over the real data', () => {
  const changes = figureChangelog(Object.values(TAX_YEARS));
  const find = (jurisdiction: string, figure: string, effective: string) =>
    changes.find(
      (c) => c.jurisdiction === jurisdiction && c.figure === figure && c.effective === effective,
    );

  it('holds the known changes with their dates and values', () => {
    expect(find('Florida', 'Minimum wage', '2026-09-30')).toMatchObject({
      before: '$14.00',
      after: '$15.00',
    });
    expect(find('Michigan', 'Minimum wage', '2027-01-01')).toMatchObject({
      year: 2027,
      after: '$15.00',
    });
    expect(find('Alaska', 'Minimum wage', '2027-07-01')?.after).toBe('$15.00');
    expect(find('Georgia', 'Withholding', '2026-05-11')).toMatchObject({
      before: '5.09%',
      after: '4.99%',
    });
    expect(find('Pennsylvania', 'Philadelphia: tax, resident', '2026-07-01')).toBeDefined();
    expect(find('New Hampshire', 'Unemployment, new-employer rate', '2026-07-01')).toBeDefined();
  });

  it('is sorted by date, every change has a source and changes something', () => {
    const dates = changes.map((c) => c.effective);
    expect(dates).toEqual([...dates].sort());
    for (const c of changes) {
      expect(c.documents.length).toBeGreaterThan(0);
      expect(c.before === null || c.before !== c.after).toBe(true);
    }
  });

  it('groups by year, the newest year and the newest change first', () => {
    const groups = changelogByYear(changes);
    expect(groups.map((g) => g.year)).toEqual([2027, 2026]);
    for (const group of groups) {
      const dates = group.changes.map((c) => c.effective);
      expect(dates).toEqual([...dates].sort().reverse());
      expect(group.changes.every((c) => c.year === group.year)).toBe(true);
    }
    expect(groups.flatMap((g) => g.changes)).toHaveLength(changes.length);
  });
});
