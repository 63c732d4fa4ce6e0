import { render, screen } from '@testing-library/react';
import type { NextPageContext } from 'next';
import SiteErrorPage from '@/pages/_error';

/** The error page as Next renders it for an address and a status. */
function renderFor(asPath: string, statusCode: number) {
  const context = { asPath, res: { statusCode } } as unknown as NextPageContext;
  render(<SiteErrorPage {...SiteErrorPage.getInitialProps(context)} />);
}

describe('the error page', () => {
  it('speaks English on an English page', () => {
    renderFor('/nanny-tax-calculator?state=NY', 500);
    expect(screen.getByRole('main')).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('heading')).toHaveTextContent('Something went wrong');
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute(
      'href',
      '/app/hp-vhp',
    );
  });

  it.each([
    ['/es/nanny-tax-calculator?state=NY', 500, 'Algo salió mal'],
    ['/es', 404, 'No encontramos esa página'],
  ])('speaks Spanish on %s (%d)', (path, status, heading) => {
    renderFor(path, status);
    expect(screen.getByRole('main')).toHaveAttribute('lang', 'es');
    expect(screen.getByRole('heading')).toHaveTextContent(heading);
    expect(screen.getByRole('link', { name: 'Ir a la página principal' })).toHaveAttribute(
      'href',
      '/app/hp-vhp/es',
    );
  });
});
