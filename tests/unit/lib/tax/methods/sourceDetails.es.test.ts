import { documentsIn, SOURCE_DETAILS_ES } from '@/lib/tax/methods/sourceDetails.es';
import { methodsPageData } from '@/lib/tax/methods/methodsPage';
import { citationWordsEs, SOURCE_TITLES_ES } from '@/lib/tax/methods/sourceTitles.es';

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

describe('SOURCE_TITLES_ES', () => {
  it('has the Spanish link words of every document the changelog cites, and nothing more', () => {
    const shown = [...new Set(documents('en').map((d) => d.title))].filter(Boolean).sort();
    expect(Object.keys(SOURCE_TITLES_ES).sort()).toEqual(shown);
  });

  it('keeps the names of the documents in their words, and words without a table as a name', () => {
    const words = citationWordsEs('Senate Fiscal Agency, "S.B. 8: Analysis as Enacted"');
    expect(words).toEqual([{ en: 'Senate Fiscal Agency, "S.B. 8: Analysis as Enacted"' }]);
    expect(citationWordsEs('IRS, Pub. 926')).toEqual([{ en: 'IRS, Pub. 926' }]);
    for (const [title, parts] of Object.entries(SOURCE_TITLES_ES)) {
      for (const part of parts) if (typeof part !== 'string') expect(title).toContain(part.en);
    }
  });
});
