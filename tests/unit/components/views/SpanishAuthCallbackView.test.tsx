import { screen } from '@testing-library/react';
import { inSpanish } from '@/components/layout/inSpanish';
import AuthCallbackView from '@/components/views/AuthCallbackView';
import { AUTH_CALLBACK_TEXT } from '@/lib/site/content/authCallbackContent';
import { pagePropsFixture } from '../../../support/pageProps.fixture';
import { renderWithProviders } from '../../../support/renderWithProviders';

const SpanishView = inSpanish(AuthCallbackView);

/** The Spanish return page as the server renders it, with a provider's answer or without. */
function renderSpanishReturn(signInResponse: boolean) {
  const props = {
    ...pagePropsFixture('authCallback', { locale: 'es' }),
    signInResponse,
    text: AUTH_CALLBACK_TEXT.es,
  };
  return renderWithProviders(<SpanishView {...props} />, { pageProps: props });
}

describe('the Spanish sign-in return page', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('says in Spanish that there is nothing to finish, with Spanish ways on', () => {
    window.history.replaceState(null, '', '/es/authCallback');
    renderSpanishReturn(false);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Iniciando su sesión');
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(
      /^En esta página no hay ningún inicio de sesión por completar\. Vuelva a iniciar sesión\. Si sigue pasando, llame al /,
    );
    expect(screen.getByRole('button', { name: 'Volver a iniciar sesión' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ir a la página principal' })).toHaveAttribute(
      'href',
      '/es',
    );
  });

  it('shows its progress in Spanish while a sign-in completes', () => {
    window.history.replaceState(null, '', '/es/authCallback?code=abc&state=xyz');
    renderSpanishReturn(true);
    expect(screen.getByRole('progressbar', { name: 'Iniciando su sesión' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Estamos iniciando su sesión de forma segura. Esto tarda solo un momento…',
    );
  });
});
