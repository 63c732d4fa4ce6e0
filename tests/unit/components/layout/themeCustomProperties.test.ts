/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { THEME_NAMES } from '@/lib/platform/config/schema';
import { themeCustomProperties } from '@/components/layout/themeCustomProperties';
import { siteTheme } from '@/lib/site/theme/createSiteTheme';
import { BREAKPOINTS } from '@/lib/site/theme/tokens';

const LAYOUT = path.join(process.cwd(), 'components', 'layout');
const STYLESHEETS = readdirSync(LAYOUT)
  .filter((file) => file.endsWith('.module.css'))
  .map((file) => ({ file, css: readFileSync(path.join(LAYOUT, file), 'utf8') }));

function rootProperties(name: (typeof THEME_NAMES)[number]): Record<string, string> {
  return themeCustomProperties(siteTheme(name))[':root'] as Record<string, string>;
}

describe.each(THEME_NAMES)('the %s theme’s custom properties', (name) => {
  const theme = siteTheme(name);

  it('carry the theme’s palette, corner radius and layers', () => {
    expect(rootProperties(name)).toEqual({
      '--site-primary': theme.palette.primary.main,
      '--site-primary-contrast': theme.palette.primary.contrastText,
      '--site-paper': theme.palette.background.paper,
      '--site-divider': theme.palette.divider,
      '--site-grey-100': theme.palette.grey[100],
      '--site-radius': `${theme.shape.borderRadius}px`,
      '--site-z-app-bar': String(theme.zIndex.appBar),
      '--site-z-tooltip': String(theme.zIndex.tooltip),
    });
  });
});

describe('the shell’s stylesheets', () => {
  it('exist', () => {
    expect(STYLESHEETS.length).toBeGreaterThanOrEqual(5);
  });

  it.each(STYLESHEETS)('$file reads only custom properties the themes set', ({ css }) => {
    const defined = Object.keys(rootProperties('care'));
    const used = [...css.matchAll(/var\((--[\w-]+)\)/g)].map((match) => match[1] ?? '');
    expect(used.filter((property) => !defined.includes(property))).toEqual([]);
  });

  it.each(STYLESHEETS)('$file switches at the theme’s breakpoints, as MUI does', ({ css }) => {
    const widths: number[] = Object.values(BREAKPOINTS);
    for (const [, bound, px] of css.matchAll(/\((min|max)-width: ([\d.]+)px\)/g)) {
      // MUI's up(key) is min-width at the breakpoint; down(key) is max-width 0.05 px under it.
      const breakpoint = bound === 'min' ? Number(px) : Number(px) + 0.05;
      expect(widths).toContain(Math.round(breakpoint * 100) / 100);
    }
  });
});
