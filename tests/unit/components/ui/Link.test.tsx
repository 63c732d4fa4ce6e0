import { ThemeProvider } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import { type ReactElement } from 'react';
import Link from '@/components/ui/Link';
import PhoneIcon from '@/components/ui/icons/PhoneIcon';
import { siteTheme } from '@/lib/site/theme/createSiteTheme';
import { PALETTES } from '@/lib/site/theme/tokens';
import { applyModuleStylesheet } from '../../../support/moduleStylesheet';
import { toRgb } from '../../../support/cssColour';

jest.mock('next/link', () =>
  jest.requireActual<Record<string, unknown>>('../../../support/markedNextLink'),
);

function renderThemed(ui: ReactElement, theme = siteTheme('care')) {
  return render(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);
}

describe('Link', () => {
  it("routes internal paths through Next's link and leaves the rest as plain anchors", () => {
    renderThemed(
      <>
        <Link href="/senior-care">Senior care</Link>
        <Link href="/about/terms-of-use/" external>
          Terms
        </Link>
        <Link href="tel:18885550142">Call</Link>
      </>,
    );
    expect(screen.getByRole('link', { name: 'Senior care' })).toHaveAttribute('data-next-link');
    const terms = screen.getByRole('link', { name: 'Terms' });
    expect(terms).toHaveAttribute('href', '/about/terms-of-use/');
    expect(terms).not.toHaveAttribute('data-next-link');
    expect(screen.getByRole('link', { name: 'Call' })).not.toHaveAttribute('data-next-link');
  });

  it('keeps its look props off the DOM and takes the theme’s link colour, underlined', () => {
    const remove = applyModuleStylesheet('components/ui/Link.module.css', siteTheme('care24'));
    renderThemed(
      <>
        <Link href="/a">Default</Link>
        <Link href="/b" color="text.primary" variant="body2" underline="hover" className="own">
          Quiet
        </Link>
      </>,
      siteTheme('care24'),
    );
    const link = screen.getByRole('link', { name: 'Default' });
    // care24's link colour differs from its primary colour: the link must not fall back to it.
    expect(getComputedStyle(link).color).toBe(toRgb(PALETTES.care24.link));
    expect(getComputedStyle(link).textDecoration).toContain('underline');
    const quiet = screen.getByRole('link', { name: 'Quiet' });
    for (const name of ['color', 'underline', 'variant', 'sx']) {
      expect(quiet).not.toHaveAttribute(name);
    }
    expect(getComputedStyle(quiet).color).toBe(toRgb(PALETTES.care24.text));
    expect(getComputedStyle(quiet).textDecoration).toContain('none');
    expect(quiet).toHaveClass('own');
    remove();
  });
});

describe('site icons', () => {
  it('are decorative unless given a name', () => {
    const { container } = render(
      <>
        <PhoneIcon />
        <PhoneIcon titleAccess="Phone" />
      </>,
    );
    const [decorative, named] = Array.from(container.querySelectorAll('svg'));
    expect(decorative).toHaveAttribute('aria-hidden', 'true');
    expect(decorative).toHaveAttribute('focusable', 'false');
    expect(named).not.toHaveAttribute('aria-hidden');
    expect(screen.getByRole('img', { name: 'Phone' })).toBe(named);
  });
});
