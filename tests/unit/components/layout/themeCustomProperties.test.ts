/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { alpha } from '@mui/material/styles';
import { THEME_NAMES } from '@/lib/platform/config/schema';
import { themeCustomProperties } from '@/components/layout/themeCustomProperties';
import { siteTheme } from '@/lib/site/theme/createSiteTheme';
import { BREAKPOINTS } from '@/lib/site/theme/tokens';

// The folders whose stylesheets read the theme's custom properties.
const FOLDERS = [
  'components/layout',
  'components/ui',
  'components/ui/form',
  'components/members',
  'components/content',
  'components/calculator/share',
  'components/views',
  'components/calculator',
];
const STYLESHEETS = FOLDERS.flatMap((folder) =>
  readdirSync(path.join(process.cwd(), folder))
    .filter((file) => file.endsWith('.module.css'))
    .map((file) => ({
      file: `${folder}/${file}`,
      css: readFileSync(path.join(process.cwd(), folder, file), 'utf8'),
    })),
);

// Each type variant the stylesheets use, as MUI's Typography draws it.
function typeScale(theme: ReturnType<typeof siteTheme>): Record<string, string> {
  const scale: Record<string, string> = {};
  for (const variant of ['h1', 'h2', 'h6', 'body1', 'body2', 'overline'] as const) {
    const style = theme.typography[variant];
    scale[`--site-type-${variant}-family`] = String(style.fontFamily);
    scale[`--site-type-${variant}-weight`] = String(style.fontWeight);
    scale[`--site-type-${variant}-size`] = String(style.fontSize);
    scale[`--site-type-${variant}-line`] = String(style.lineHeight);
  }
  return scale;
}

function rootProperties(name: (typeof THEME_NAMES)[number]): Record<string, string> {
  return themeCustomProperties(siteTheme(name))[':root'] as Record<string, string>;
}

describe.each(THEME_NAMES)('the %s theme’s custom properties', (name) => {
  const theme = siteTheme(name);

  // care24's buttons are flat (its theme turns MUI's elevation off); the others are raised.
  const raised = name !== 'care24';

  it('carry the theme’s palette, corner radius, shadows and layers', () => {
    expect(rootProperties(name)).toEqual({
      '--site-primary': theme.palette.primary.main,
      '--site-primary-dark': theme.palette.primary.dark,
      '--site-primary-contrast': theme.palette.primary.contrastText,
      '--site-primary-outline': alpha(theme.palette.primary.main, 0.5),
      '--site-secondary': theme.palette.secondary.main,
      '--site-text': theme.palette.text.primary,
      '--site-text-secondary': theme.palette.text.secondary,
      '--site-link': theme.palette.link,
      '--site-error': theme.palette.error.main,
      '--site-info': theme.palette.info.main,
      '--site-warning': theme.palette.warning.main,
      '--site-info-tint': alpha(theme.palette.info.main, 0.08),
      '--site-warning-tint': alpha(theme.palette.warning.main, 0.08),
      '--site-error-tint': alpha(theme.palette.error.main, 0.08),
      '--site-white': theme.palette.common.white,
      '--site-action-active': theme.palette.action.active,
      '--site-action-hover': theme.palette.action.hover,
      '--site-action-disabled-background': theme.palette.action.disabledBackground,
      '--site-paper': theme.palette.background.paper,
      '--site-background': theme.palette.background.default,
      '--site-divider': theme.palette.divider,
      '--site-grey-100': theme.palette.grey[100],
      '--site-grey-500': theme.palette.grey[500],
      '--site-radius': `${theme.shape.borderRadius}px`,
      '--site-shadow-1': theme.shadows[1],
      '--site-shadow-2': theme.shadows[2],
      '--site-raised': raised ? theme.shadows[2] : 'none',
      '--site-raised-hover': raised ? theme.shadows[4] : 'none',
      '--site-raised-active': raised ? theme.shadows[8] : 'none',
      '--site-z-app-bar': String(theme.zIndex.appBar),
      '--site-z-tooltip': String(theme.zIndex.tooltip),
      ...typeScale(theme),
    });
  });
});

describe('the stylesheets of the shell and the shared widgets', () => {
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

describe('the type scale', () => {
  it('gives care24 its serif headings and larger body text, as its MUI theme does', () => {
    const care24 = rootProperties('care24');
    expect(care24['--site-type-h1-family']).toContain('Lora');
    expect(care24['--site-type-h1-size']).toBe('2.5rem');
    expect(care24['--site-type-body1-size']).toBe('1.0625rem');
    expect(rootProperties('care')['--site-type-h1-family']).toContain('Figtree');
    expect(rootProperties('embrace')['--site-type-body1-family']).toContain('Wix Madefor Text');
  });
});
