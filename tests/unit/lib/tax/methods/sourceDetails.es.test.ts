import { documentsIn, SOURCE_DETAILS_ES } from '@/lib/tax/methods/sourceDetails.es';
import { methodsPageData } from '@/lib/tax/methods/methodsPage';

const documents = (locale: 'en' | 'es') =>
  methodsPageData(locale)
    .changelog.flatMap((year) => year.changes)
    .flatMap((change) => change.documents);

describe('SOURCE_DETAILS_ES', () => {
  it('has the Spanish of every source detail the changelog shows, and nothing more', () => {
    const shown = [...new Set(documents('en').map((d) => d.detail))].filter(Boolean).sort();
    expect(Object.keys(SOURCE_DETAILS_ES).sort()).toEqual(shown);
  });

  it('translates every detail (no Spanish equal to its English)', () => {
    const same = Object.entries(SOURCE_DETAILS_ES).filter(([en, es]) => en === es);
    expect(same).toEqual([]);
  });

  it('keeps each document’s own title and address, and words what it says in Spanish', () => {
    const english = documents('en');
    const spanish = documents('es');
    // The same documents; the order follows each language's names of states and figures.
    const cited = (list: typeof english) =>
      list.map(({ title, href }) => JSON.stringify({ title, href })).sort();
    expect(cited(spanish)).toEqual(cited(english));
    expect(spanish.map((d) => d.detail)).toContain(
      'límite de salarios sujetos al impuesto del Seguro Social: $184,500',
    );
  });

  it('leaves English documents as they are, and a detail without Spanish in its words', () => {
    const cited = [{ title: 'IRS, Pub. 926', href: 'https://irs.gov', detail: 'unknown words' }];
    expect(documentsIn(cited, 'en')).toBe(cited);
    expect(documentsIn(cited, 'es')).toEqual(cited);
  });
});
