import { screen, within } from '@testing-library/react';
import HowWeCalculateView from '@/components/views/HowWeCalculateView';
import { US_STATES } from '@/lib/tax/states';
import { pagePropsFixture } from '../../../support/pageProps.fixture';
import { renderWithProviders } from '../../../support/renderWithProviders';
import { preloadPageIslands } from '../../../support/pageIslands';

function renderMethods() {
  const props = pagePropsFixture('howWeCalculate');
  return renderWithProviders(<HowWeCalculateView {...props} />, { pageProps: props });
}

const region = (name: RegExp) => screen.getByRole('region', { name });

beforeAll(preloadPageIslands);

describe('HowWeCalculateView', () => {
  it('puts the plain words first, then the table, the worked examples and the changelog', () => {
    renderMethods();
    const headings = screen
      .getAllByRole('heading')
      .filter((h) => ['H1', 'H2', 'H3'].includes(h.tagName))
      .map((h) => `${h.tagName} ${h.textContent ?? ''}`);
    const main = headings.filter((h) => !/Families|Resources|Partners|Talk to/.test(h));
    expect(main.slice(0, 8)).toEqual([
      'H1 How we calculate',
      'H2 What the calculator works out',
      'H2 Where the figures come from',
      'H2 What “estimated” and “preliminary” mean',
      'H2 How sure we are, state by state',
      'H2 Check our work',
      'H2 Changelog',
      'H3 Tax year 2027',
    ]);
  });

  it('lists federal and all 51 jurisdictions in a captioned table with row headers', () => {
    renderMethods();
    const table = within(region(/state by state/i)).getByRole('table', {
      name: /figures by jurisdiction, tax year 2026/i,
    });
    const rowHeaders = within(table)
      .getAllByRole('rowheader')
      .map((th) => th.textContent);
    expect(rowHeaders).toEqual(['Federal', ...US_STATES.map((s) => s.name)]);
    for (const header of within(table).getAllByRole('columnheader'))
      expect(header).toHaveAttribute('scope', 'col');
    expect(within(table).getByRole('columnheader', { name: 'Carried into 2027' })).toBeVisible();
    const florida = within(table).getByRole('rowheader', { name: 'Florida' }).closest('tr');
    expect(florida?.querySelector('[data-level]')?.textContent).toMatch(
      /^(Full|Partial|Estimated)$/,
    );
  });

  it('says for every row the day its figures were last checked, beside the newest source date', () => {
    renderMethods();
    const table = within(region(/state by state/i)).getByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Newest source date' })).toBeVisible();
    expect(within(table).getByRole('columnheader', { name: 'Last checked' })).toBeVisible();
    for (const name of ['Federal', ...US_STATES.map((s) => s.name)]) {
      const row = within(table).getByRole('rowheader', { name }).closest('tr');
      const cell = row?.querySelector('[data-label="Last checked"]');
      expect(cell?.textContent).toMatch(/^[A-Z][a-z]{2} \d{1,2}, 20\d\d$/);
      expect(cell).toHaveAttribute('data-checked', expect.stringMatching(/^20\d\d-\d\d-\d\d$/));
    }
  });

  it('links the worked examples outside the router and the changelog holds the known changes', () => {
    renderMethods();
    expect(
      within(region(/check our work/i)).getByRole('link', { name: /worked examples/i }),
    ).toHaveAttribute('href', '/app/hp-vhp/api/nanny-tax/cases');
    const changelog = region(/changelog/i);
    const years = within(changelog)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(years).toEqual(['Tax year 2027', 'Tax year 2026']);
    const y2026 = within(changelog).getByRole('table', { name: /in tax year 2026/i });
    const florida = within(y2026)
      .getAllByRole('row')
      .find(
        (row) =>
          /Florida/.test(row.textContent ?? '') && /Minimum wage/.test(row.textContent ?? ''),
      );
    expect(florida).toHaveTextContent(/Sep 30, 2026.*\$14\.00.*\$15\.00/);
    const y2027 = within(changelog).getByRole('table', { name: /in tax year 2027/i });
    const michigan = within(y2027)
      .getAllByRole('row')
      .find((row) => /Michigan/.test(row.textContent ?? ''));
    expect(michigan).toHaveTextContent(/Minimum wage.*Jan 1, 2027.*\$13\.73.*\$15\.00/);
    // Its source is linked by the document's name, never by a bare site name.
    expect(
      within(michigan!).getByRole('link', {
        name: /Senate Fiscal Agency, "S\.B\. 8: Analysis as Enacted"/,
      }),
    ).toHaveAttribute('href', expect.stringContaining('legislature.mi.gov'));
  });
});

describe('HowWeCalculateView in Spanish', () => {
  function renderSpanish() {
    const props = pagePropsFixture('howWeCalculate', { locale: 'es' });
    return renderWithProviders(<HowWeCalculateView {...props} />, { pageProps: props });
  }

  it('words the prose, the table and the changelog in Spanish, dates and names too', () => {
    renderSpanish();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Cómo calculamos');
    const table = within(region(/estado por estado/i)).getByRole('table', {
      name: /cifras por jurisdicción, año tributario 2026/i,
    });
    expect(within(table).getByRole('rowheader', { name: 'Nueva York' })).toBeVisible();
    expect(within(table).getByRole('columnheader', { name: 'Tomadas para 2027' })).toBeVisible();
    const changelog = region(/registro de cambios/i);
    const y2027 = within(changelog).getByRole('table', { name: /año tributario 2027/i });
    const michigan = within(y2027)
      .getAllByRole('row')
      .find((row) => /Michigan/.test(row.textContent ?? ''));
    expect(michigan).toHaveTextContent(/Salario mínimo.*1 de enero de 2027.*\$13\.73.*\$15\.00/);
    expect(michigan).toHaveTextContent(/por hora desde el 1 de enero de 2027/);
  });

  it('keeps each cited document’s English title, marked as English', () => {
    renderSpanish();
    const link = screen.getByRole('link', {
      name: /Senate Fiscal Agency, "S\.B\. 8: Analysis as Enacted"/,
    });
    expect(link.querySelector('[lang="en"]')).toHaveTextContent(
      'Senate Fiscal Agency, "S.B. 8: Analysis as Enacted"',
    );
    expect(link).toHaveAttribute('href', expect.stringContaining('legislature.mi.gov'));
    // The words around a name are Spanish, outside the part marked as English.
    const guide = screen.getByRole('link', { name: /Georgia Employer's Withholding Tax Guide/ });
    expect(guide).toHaveTextContent(/actualizada en junio de 2026/);
    expect(guide.querySelector('[lang="en"]')).toHaveTextContent(
      /^Georgia Employer's Withholding Tax Guide$/,
    );
  });
});
