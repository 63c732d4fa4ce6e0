import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ExpandableText from '@/components/content/ExpandableText';
import { renderWithProviders } from '../../../support/renderWithProviders';

function mockScrollHeight(height: number) {
  return jest.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(height);
}

describe('ExpandableText', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows short text whole, without a toggle', () => {
    mockScrollHeight(80);
    renderWithProviders(<ExpandableText>Short text</ExpandableText>);
    expect(screen.getByText('Short text')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('collapses tall text to 120 px and toggles it with an expanded state', async () => {
    mockScrollHeight(400);
    renderWithProviders(<ExpandableText>Long text</ExpandableText>);
    const toggle = screen.getByRole('button', { name: 'Read more' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const region = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(region).toHaveStyle({ maxHeight: '120px' });
    await userEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Show less' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(region).not.toHaveStyle({ maxHeight: '120px' });
  });
});
