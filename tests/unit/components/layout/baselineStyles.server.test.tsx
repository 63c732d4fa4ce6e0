/** @jest-environment node */
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import GlobalStyles from '@mui/material/GlobalStyles';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { THEME_NAMES } from '@/lib/platform/config/schema';
import { baselineStyles } from '@/components/layout/baselineStyles';
import { siteTheme } from '@/lib/site/theme/createSiteTheme';

/** The global CSS a tree renders (emotion writes global styles inline on the server). */
function globalCss(tree: ReactElement): string {
  const css = [...renderToString(tree).matchAll(/<style[^>]*>([^<]*)<\/style>/g)]
    .map(([, rules]) => rules)
    .join('');
  // CssBaseline puts its rules in MUI's cascade layer; the rules are what must match.
  return css.replace(/^@layer mui\{(.*)\}$/, '$1');
}

describe.each(THEME_NAMES)('the %s theme’s baseline', (name) => {
  const theme = siteTheme(name);

  it('is exactly what MUI’s CssBaseline sets', () => {
    const fromMui = globalCss(
      <ThemeProvider theme={theme}>
        <CssBaseline />
      </ThemeProvider>,
    );
    expect(fromMui).toContain('body{');
    expect(globalCss(<GlobalStyles styles={baselineStyles(theme)} />)).toBe(fromMui);
  });
});
