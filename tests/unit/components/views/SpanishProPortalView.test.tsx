import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { inSpanish } from '@/components/layout/inSpanish';
import ProPortalView from '@/components/views/ProPortalView';
import { PRO_PORTAL_TEXT } from '@/lib/site/content/proPortalContent';
import { navigateTo } from '@/lib/platform/browser/navigateTo';
import { pagePropsFixture } from '../../../support/pageProps.fixture';
import { preloadPageIslands } from '../../../support/pageIslands';
import { renderWithProviders } from '../../../support/renderWithProviders';

jest.mock('@/lib/platform/browser/navigateTo', () => ({ navigateTo: jest.fn() }));

const SpanishView = inSpanish(ProPortalView);

function renderSpanishPortal() {
  const props = pagePropsFixture('proPortal', { locale: 'es' });
  return renderWithProviders(<SpanishView {...props} text={PRO_PORTAL_TEXT.es} />, {
    pageProps: props,
  });
}

beforeAll(preloadPageIslands);

describe('the Spanish pro portal', () => {
  it('speaks Spanish to tax professionals, from the hero to the closing band', () => {
    const { container } = renderSpanishPortal();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Una nómina del hogar de la que sus clientes nunca tienen que ocuparse',
    );
    expect(screen.getByText(/^Contadores públicos autorizados \(CPA/)).toHaveTextContent(
      /se asocian con HomePay para liberar a sus clientes/,
    );
    expect(screen.getByRole('link', { name: 'Asociarse con nosotros' })).toHaveAttribute(
      'href',
      'https://www.care.com/app/hp-partner-enrollment/taxes',
    );
    expect(container.querySelector('[data-hero-art="proPortal"] img')).toHaveAttribute(
      'alt',
      PRO_PORTAL_TEXT.es.hero.artAlt,
    );
    for (const heading of [
      'Inscribir a un cliente',
      'Por qué nuestros socios trabajan con nosotros',
      'Con quién trabajamos',
      'Hable con nuestro equipo de socios',
    ])
      expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
    expect(
      screen.getByText(/^¿Tiene preguntas sobre el programa de socios\? Llame al /),
    ).toBeVisible();
    for (const english of [
      'Partner code',
      'Enroll a client',
      'Why partners',
      'Who we work',
      'Call ',
    ])
      expect(container.textContent).not.toContain(english);
  });

  it('says what is wrong with a partner code in Spanish and sends a good one on', async () => {
    renderSpanishPortal();
    const field = screen.getByRole('textbox', { name: 'Código de socio' });
    await userEvent.type(field, '-CPA');
    await userEvent.click(screen.getByRole('button', { name: 'Inscribir a un cliente' }));
    expect(field).toHaveAccessibleDescription(
      'Un código de socio tiene de 2 a 32 letras, números o guiones, por ejemplo CPA-1234.',
    );
    expect(navigateTo).not.toHaveBeenCalled();
  });
});
