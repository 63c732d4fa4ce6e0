import { FIGURE_LABELS_ES } from '@/lib/tax/methods/figureLabel.es';
import { methodsPageData } from '@/lib/tax/methods/methodsPage';

const changes = (locale: 'en' | 'es') =>
  methodsPageData(locale).changelog.flatMap((year) => year.changes);

describe('FIGURE_LABELS_ES', () => {
  it('names in Spanish every figure the changelog shows, and keeps no name it does not show', () => {
    const shown = [...new Set(changes('en').map((change) => change.figure))].sort();
    expect(Object.keys(FIGURE_LABELS_ES).sort()).toEqual(shown);
  });

  it('never leaves a Spanish name equal to its English one, apart from places', () => {
    const same = Object.entries(FIGURE_LABELS_ES).filter(([en, es]) => en === es);
    expect(same).toEqual([]);
  });

  it('gives the Spanish changelog the Spanish names, in the same changes', () => {
    const english = changes('en');
    const spanish = changes('es');
    expect(spanish).toHaveLength(english.length);
    const names = new Set(spanish.map((change) => change.figure));
    for (const name of names) expect(Object.values(FIGURE_LABELS_ES)).toContain(name);
    expect(names).toContain('Salario mínimo');
  });
});
