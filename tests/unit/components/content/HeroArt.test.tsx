import { screen } from '@testing-library/react';
import {
  EnglishCaregiversView as CaregiversView,
  EnglishProPortalView as ProPortalView,
} from '../../../support/textedViews';
import { HERO_ART } from '@/lib/site/content/illustrations';
import { siteTheme } from '@/lib/site/theme/createSiteTheme';
import { applyModuleStylesheet } from '../../../support/moduleStylesheet';
import { pagePropsFixture } from '../../../support/pageProps.fixture';
import { renderWithProviders } from '../../../support/renderWithProviders';
import { preloadPageIslands } from '../../../support/pageIslands';

beforeAll(preloadPageIslands);

describe('the caregivers page’s hero art', () => {
  function renderCaregivers() {
    const base = pagePropsFixture('caregivers');
    const props = pagePropsFixture('caregivers', {
      site: { ...base.site, oidc: { ...base.site.oidc, authority: null } },
    });
    return renderWithProviders(<CaregiversView {...props} />, { pageProps: props });
  }

  it('fills the hero’s right half from md up with a sized, self-hosted illustration', () => {
    const { container } = renderCaregivers();
    const art = container.querySelector<HTMLElement>('[data-hero-art="caregivers"]')!;
    const h1 = screen.getByRole('heading', { level: 1 });
    // Beside the h1, in the hero.
    expect(h1.closest('div[class]')?.parentElement).toContainElement(art);
    const { width, height, alt, file } = HERO_ART.caregivers;
    const image = art.querySelector('img')!;
    expect(image).toHaveAttribute('alt', alt);
    expect(image).toHaveAttribute('width', String(width));
    expect(image).toHaveAttribute('height', String(height));
    // Above the fold where it shows: not lazy.
    expect(image).not.toHaveAttribute('loading');
    expect(art.querySelector('source')).toHaveAttribute('media', '(min-width: 960px)');
    expect(art.querySelector('source')).toHaveAttribute(
      'srcset',
      `/app/hp-vhp/static/images/${file}`,
    );
  });

  it('is neither shown nor downloaded on phones', () => {
    const { container } = renderCaregivers();
    const art = container.querySelector<HTMLElement>('[data-hero-art="caregivers"]')!;
    // Hidden by the base rule, shown only by the md media rule (jsdom's window is 1024 px wide,
    // so the rules are read rather than computed): a top-level rule hides it, a media rule shows it.
    const remove = applyModuleStylesheet(
      'components/content/HeroArt.module.css',
      siteTheme('care'),
    );
    const rules = [...document.styleSheets]
      .flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText))
      .join('\n');
    const className = [...art.classList].find((name) =>
      rules.split('\n').includes(`.${name} {display: none;}`),
    );
    expect(className).toBeDefined();
    expect(rules).toContain(`@media (min-width: 960px) {.${className} {display: block;}}`);
    remove();
    expect(art.querySelector('img')?.getAttribute('src')).toMatch(/^data:image\/gif;base64,/);
  });
});

describe('the professionals page’s hero art', () => {
  it('fills the hero’s right half with its own sized illustration', () => {
    const props = pagePropsFixture('proPortal');
    const { container } = renderWithProviders(<ProPortalView {...props} />, { pageProps: props });
    const art = container.querySelector<HTMLElement>('[data-hero-art="proPortal"]')!;
    expect(
      screen.getByRole('heading', { level: 1 }).closest('div[class]')?.parentElement,
    ).toContainElement(art);
    const { width, height, alt, file } = HERO_ART.proPortal;
    const image = art.querySelector('img')!;
    expect(image).toHaveAttribute('alt', alt);
    expect(image).toHaveAttribute('width', String(width));
    expect(image).toHaveAttribute('height', String(height));
    expect(art.querySelector('source')).toHaveAttribute(
      'srcset',
      `/app/hp-vhp/static/images/${file}`,
    );
  });
});
