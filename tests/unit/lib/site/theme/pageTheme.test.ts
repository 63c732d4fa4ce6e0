import { pageThemeName } from '@/lib/site/theme/pageTheme';
import { pagePropsFixture } from '../../../../support/pageProps.fixture';

describe('pageThemeName', () => {
  it('is the theme of the page’s site', () => {
    const props = pagePropsFixture('home');
    expect(pageThemeName({ ...props, site: { ...props.site, theme: 'embrace' } })).toBe('embrace');
  });

  it('is care for a page without a site (the static error pages)', () => {
    expect(pageThemeName({})).toBe('care');
  });
});
