import { render, screen } from '@testing-library/react';
import RoutedLink from '@/components/ui/RoutedLink';

jest.mock('next/link', () =>
  jest.requireActual<Record<string, unknown>>('../../../support/markedNextLink'),
);

describe('RoutedLink', () => {
  it('turns viewport prefetching off by default (pages load their code on intent)', () => {
    render(<RoutedLink href="/nanny-tax-calculator">Calculator</RoutedLink>);
    const link = screen.getByRole('link', { name: 'Calculator' });
    expect(link).toHaveAttribute('href', '/nanny-tax-calculator');
    expect(link).toHaveAttribute('data-prefetch', 'false');
  });

  it('lets a caller ask for prefetching', () => {
    render(
      <RoutedLink href="/referral" prefetch>
        Refer
      </RoutedLink>,
    );
    expect(screen.getByRole('link', { name: 'Refer' })).toHaveAttribute('data-prefetch', 'true');
  });
});
