/** @jest-environment node */
import { CONTRACT_PAGES, contractHeroText } from '@/lib/site/content/contractPages';
import { LOCALES } from '@/lib/site/i18n/locale';

const KEYS = ['nanny', 'seniorCare'] as const;

describe('contractHeroText', () => {
  it.each(KEYS)('offers the %s contract’s PDF in the page’s own language', (key) => {
    for (const locale of LOCALES) {
      const hero = contractHeroText(key, locale);
      const { contract, title } = CONTRACT_PAGES[key][locale];
      expect(hero.title).toBe(title);
      expect(hero.pdfUrl).toBe(`/app/hp-vhp/static/documents/${contract.pdfFileName}`);
      expect(hero.pdfFileName).toBe(contract.pdfFileName);
    }
    expect(contractHeroText(key, 'es').pdfUrl).not.toBe(contractHeroText(key, 'en').pdfUrl);
    expect(contractHeroText(key, 'es').download).toBe('Descargar el PDF gratis');
  });

  it('keeps the English PDFs where they were', () => {
    expect(contractHeroText('nanny', 'en').pdfFileName).toBe('sample-nanny-contract.pdf');
    expect(contractHeroText('seniorCare', 'en').pdfFileName).toBe(
      'sample-senior-care-contract.pdf',
    );
  });
});

describe('the Spanish sample contracts', () => {
  it.each(KEYS)('%s translates every section of the English agreement, in order', (key) => {
    const { en, es } = CONTRACT_PAGES[key];
    expect(es.contract.sections.map((section) => section.id)).toEqual(
      en.contract.sections.map((section) => section.id),
    );
    es.contract.sections.forEach((section, index) =>
      expect(section.clauses).toHaveLength(en.contract.sections[index]?.clauses.length ?? -1),
    );
  });

  it.each(KEYS)('%s keeps every blank of the English agreement', (key) => {
    const blanks = (clauses: readonly string[]) => clauses.join(' ').match(/_{2,}/g)?.length;
    const { en, es } = CONTRACT_PAGES[key];
    expect(blanks(es.contract.sections.flatMap((section) => section.clauses))).toBe(
      blanks(en.contract.sections.flatMap((section) => section.clauses)),
    );
  });
});
