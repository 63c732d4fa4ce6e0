import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { inSpanish } from '@/components/layout/inSpanish';
import HomeView from '@/components/views/HomeView';
import { HOME_TEXT } from '@/lib/site/content/homeContent';
import { ILLUSTRATION_ALT_ES } from '@/lib/site/content/illustrations';
import type { BasePageProps } from '@/lib/site/pageProps';
import { pagePropsFixture } from '../../../support/pageProps.fixture';
import { preloadPageIslands } from '../../../support/pageIslands';
import { renderWithProviders } from '../../../support/renderWithProviders';

const SpanishHomeView = inSpanish(HomeView);

function renderSpanishHome(overrides: Partial<BasePageProps> = {}) {
  const base = pagePropsFixture('home', { locale: 'es' });
  const site = {
    ...base.site,
    oidc: { ...base.site.oidc, authority: null },
    videos: { ...base.site.videos, howItWorks: 'https://www.youtube.com/embed/abc' },
    prices: { ...base.site.prices, monthlyFrom: 59 },
  };
  const props = { ...base, site, ...overrides };
  return renderWithProviders(<SpanishHomeView {...props} text={HOME_TEXT.es} />, {
    pageProps: props,
  });
}

beforeAll(preloadPageIslands);

describe('the Spanish main page', () => {
  it('speaks Spanish from its hero to its closing band', () => {
    const { container } = renderSpanishHome();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(HOME_TEXT.es.hero.title);
    expect(screen.getByRole('radiogroup')).toHaveAccessibleName(
      '¿Ya contrató a su empleado(a) doméstico(a)?',
    );
    expect(screen.getByRole('radio', { name: 'Todavía no' })).toBeChecked();
    expect(screen.getByRole('heading', { name: 'Preguntas que hacen las familias' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Cuánto cuesta' })).toBeInTheDocument();
    expect(container.textContent).toContain('Nómina del hogar desde $59 al mes.');
    expect(container.textContent).toContain('Preparación de impuestos de fin de año: $100');
    expect(
      screen.getByRole('heading', { name: 'Hable con un experto en nómina del hogar' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: ILLUSTRATION_ALT_ES.familyPayroll }),
    ).toBeInTheDocument();
    for (const english of ['Get started', 'Have you hired', 'Questions families ask', 'Call '])
      expect(container.textContent).not.toContain(english);
  });

  it('keeps the enrollment link’s English answer while showing Spanish words', async () => {
    renderSpanishHome();
    const answers = within(screen.getByRole('radiogroup')).getAllByRole('radio');
    expect(answers.map((answer) => answer.getAttribute('value'))).toEqual(['Not yet', 'Yes']);
    await userEvent.click(screen.getByRole('radio', { name: 'Sí' }));
    const starts = screen.getAllByRole('link', { name: 'Empezar' });
    expect(starts.at(-1)?.getAttribute('href')).toContain('hired=yes');
  });

  it('leaves out the English video and links the twins of the pages it names', () => {
    const english = renderWithProviders(
      <HomeView {...pagePropsFixture('home')} text={HOME_TEXT.en} />,
    );
    expect(english.container.querySelector('#video-howItWorks-heading')).not.toBeNull();
    english.unmount();
    const { container } = renderSpanishHome();
    expect(container.querySelector('#video-howItWorks-heading')).toBeNull();
    // The calculator has its twin: linked there, unmarked.
    const calculator = screen.getByRole('link', {
      name: 'Calcule sus impuestos por emplear a una niñera',
    });
    expect(calculator).not.toHaveAttribute('hreflang');
    expect(calculator.getAttribute('href')).toMatch(/\/es\/nanny-tax-calculator$/);
    // So has the share calculator since its twin landed.
    const share = screen.getByRole('link', { name: 'Abrir la calculadora de niñera compartida' });
    expect(share).not.toHaveAttribute('hreflang');
    expect(share.getAttribute('href')).toMatch(/\/es\/nanny-share-calculator$/);
  });

  it('welcomes a partner’s clients in Spanish', () => {
    renderSpanishHome({ partnerCode: 'CPA-1234' });
    expect(screen.getByText('Bienvenidos, clientes de nuestro socio CPA-1234')).toBeInTheDocument();
    expect(
      screen.getByText('El código de socio CPA-1234 se aplica automáticamente a su inscripción.'),
    ).toBeInTheDocument();
  });
});
