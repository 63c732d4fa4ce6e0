import { render, screen, within } from '@testing-library/react';
import ServerErrorPage from '@/pages/500';

describe('the static 500 page', () => {
  it('says what happened in English, then in Spanish marked as Spanish with links to the twins', () => {
    render(<ServerErrorPage brandName="HomePay" supportPhone="1-888-555-0142" />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Something went wrong on our side',
    );
    const spanish = screen.getByRole('heading', { level: 2 }).closest('section')!;
    expect(spanish).toHaveAttribute('lang', 'es');
    const inSpanish = within(spanish);
    expect(inSpanish.getByRole('heading')).toHaveTextContent('Algo salió mal de nuestro lado');
    expect(inSpanish.getByRole('link', { name: '1-888-555-0142' })).toHaveAttribute(
      'href',
      'tel:18885550142',
    );
    const links = within(inSpanish.getByRole('navigation', { name: 'Enlaces útiles' }));
    expect(links.getByRole('link', { name: 'Inicio' })).toHaveAttribute('href', '/app/hp-vhp/es');
    expect(links.getByRole('link', { name: 'Calculadora de impuestos' })).toHaveAttribute(
      'href',
      '/app/hp-vhp/es/nanny-tax-calculator',
    );
    const english = within(screen.getByRole('navigation', { name: 'Helpful links' }));
    expect(english.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/app/hp-vhp');
  });
});
