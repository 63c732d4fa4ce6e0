import { render, screen } from '@testing-library/react';
import CitedDocuments from '@/components/calculator/CitedDocuments';
import { type SourceDocument } from '@/lib/tax/sourceDocuments';

const SSA: SourceDocument = {
  title: 'SSA, 2026 Social Security Changes (COLA fact sheet, October 2025)',
  href: 'https://www.ssa.gov/news/en/cola/factsheets/2026.html',
  detail: 'wage base $184,500',
};
const NOTE: SourceDocument = { title: '', href: null, detail: 'rounded to the cent' };

describe('CitedDocuments', () => {
  it('links each document by its title, then what it says, separated as the source is', () => {
    const { container } = render(<CitedDocuments documents={[SSA, NOTE]} />);
    const link = screen.getByRole('link', { name: SSA.title });
    expect(link).toHaveAttribute('href', SSA.href);
    expect(link).not.toHaveAttribute('target');
    expect(link.querySelector('[lang]')).toBeNull();
    expect(container).toHaveTextContent(`${SSA.title}: wage base $184,500; rounded to the cent`);
  });

  it('says a link opens a new tab when asked to open it in one', () => {
    render(<CitedDocuments documents={[SSA]} newTab />);
    const link = screen.getByRole('link', { name: `${SSA.title} (opens in a new tab)` });
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('frames a title in Spanish for a Spanish reader, its official name marked as English', () => {
    render(<CitedDocuments documents={[SSA]} locale="es" />);
    const link = screen.getByRole('link', { name: /^SSA, 2026 Social Security Changes \(hoja/ });
    expect(link.querySelector('[lang="en"]')).toHaveTextContent(
      /^SSA, 2026 Social Security Changes$/,
    );
    expect(link).toHaveTextContent(
      '(hoja informativa del ajuste por costo de vida, octubre de 2025)',
    );
  });
});
