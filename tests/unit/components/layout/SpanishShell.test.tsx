import { screen, within } from '@testing-library/react';
import type { ComponentProps } from 'react';
import PageShell from '@/components/layout/PageShell';
import { inSpanish } from '@/components/layout/inSpanish';
import type { BasePageProps } from '@/lib/site/pageProps';
import type { PageKey } from '@/lib/site/seo/pageLinks';
import { pagePropsFixture } from '../../../support/pageProps.fixture';
import { renderWithProviders } from '../../../support/renderWithProviders';

function Page(props: Omit<ComponentProps<typeof PageShell>, 'children'>) {
  return (
    <PageShell {...props}>
      <h1>Cuerpo</h1>
    </PageShell>
  );
}
const SpanishPage = inSpanish(Page);

function renderPage(pageKey: PageKey, locale: BasePageProps['locale']) {
  const props = pagePropsFixture(pageKey, { locale });
  const View = locale === 'es' ? SpanishPage : Page;
  return renderWithProviders(<View {...props} />, { pageProps: props });
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe('the page frame in Spanish', () => {
  it('speaks Spanish from the skip link to the footer', () => {
    renderPage('caregivers', 'es');
    expect(screen.getAllByRole('link')[0]).toHaveTextContent('Saltar al contenido principal');
    const nav = screen.getByRole('navigation', { name: 'Principal' });
    expect(within(nav).getByRole('link', { name: 'Para cuidadores' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('button', { name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Empezar' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Hable con un experto' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Términos de uso' })).toBeInTheDocument();
    expect(screen.queryByText('Skip to main content')).not.toBeInTheDocument();
  });

  it('links a page to its Spanish twin where there is one, else to the English page', () => {
    renderPage('caregivers', 'es');
    const nav = screen.getByRole('navigation', { name: 'Principal' });
    expect(within(nav).getByRole('link', { name: 'Para cuidadores' }).getAttribute('href')).toMatch(
      /\/es\/caregivers$/,
    );
    expect(within(nav).getByRole('link', { name: 'Calculadora' }).getAttribute('href')).toMatch(
      /\/nanny-tax-calculator$/,
    );
  });
});

describe('the language switch', () => {
  it('offers English on a Spanish page, named and marked in English', () => {
    renderPage('caregivers', 'es');
    const toggle = screen.getByRole('link', { name: 'English' });
    expect(toggle).toHaveAttribute('lang', 'en');
    expect(toggle).toHaveAttribute('hreflang', 'en');
    expect(toggle).toHaveAttribute('href', '/app/hp-vhp/caregivers');
  });

  it('offers Español on an English page with a twin, keeping the address’s query', () => {
    window.history.replaceState(null, '', '/caregivers?rx=FRIEND42');
    renderPage('caregivers', 'en');
    const toggle = screen.getByRole('link', { name: 'Español' });
    expect(toggle).toHaveAttribute('lang', 'es');
    expect(toggle).toHaveAttribute('href', '/app/hp-vhp/es/caregivers?rx=FRIEND42');
  });
});
