import { THEME_NAMES } from '@/lib/platform/config/schema';
import { createSiteTheme, siteTheme } from '@/lib/site/theme/createSiteTheme';
import { FONT_STACKS, PALETTES } from '@/lib/site/theme/tokens';

describe('createSiteTheme', () => {
  it.each(THEME_NAMES)(
    'gives %s the breakpoints xs 0, sm 600, md 960, lg 1280, xl 1440',
    (name) => {
      expect(createSiteTheme(name).breakpoints.values).toEqual({
        xs: 0,
        sm: 600,
        md: 960,
        lg: 1280,
        xl: 1440,
      });
    },
  );

  it.each(THEME_NAMES)('sizes %s buttons 40/170, small 32/120 and large 56/200', (name) => {
    expect(createSiteTheme(name).components?.MuiButton?.styleOverrides).toMatchObject({
      root: { minHeight: 40, minWidth: 170 },
      sizeSmall: { minHeight: 32, minWidth: 120 },
      sizeLarge: { minHeight: 56, minWidth: 200 },
    });
  });

  it.each(THEME_NAMES)('caps %s tooltips at 264 px', (name) => {
    expect(createSiteTheme(name).components?.MuiTooltip?.styleOverrides).toMatchObject({
      tooltip: { maxWidth: 264 },
    });
  });

  it.each(THEME_NAMES)('uses the %s palette', (name) => {
    const { palette } = createSiteTheme(name);
    const tokens = PALETTES[name];
    expect(palette.primary.main).toBe(tokens.primary);
    expect(palette.primary.contrastText).toBe(tokens.primaryContrast);
    expect(palette.secondary.main).toBe(tokens.secondary);
    expect(palette.secondary.contrastText).toBe(tokens.secondaryContrast);
    expect(palette.error.main).toBe(tokens.error);
    expect(palette.text.primary).toBe(tokens.text);
    expect(palette.text.secondary).toBe(tokens.textSecondary);
    expect(palette.background.default).toBe(tokens.background);
  });

  it('gives care24 its own typography and palette', () => {
    const care = createSiteTheme('care');
    const care24 = createSiteTheme('care24');
    expect(care24.palette.primary.main).not.toBe(care.palette.primary.main);
    expect(care24.palette.secondary.main).not.toBe(care.palette.secondary.main);
    expect(care24.typography.h1.fontFamily).toBe(FONT_STACKS.serif);
    expect(care.typography.h1.fontFamily).toBe(FONT_STACKS.sans);
    expect(care24.typography.h1.fontSize).not.toBe(care.typography.h1.fontSize);
    expect(care24.shape.borderRadius).not.toBe(care.shape.borderRadius);
  });

  it('sets embrace in the Wix Madefor Text stack', () => {
    const embrace = createSiteTheme('embrace');
    expect(embrace.typography.fontFamily).toBe(FONT_STACKS.embrace);
    expect(embrace.typography.fontFamily?.startsWith('"Wix Madefor Text"')).toBe(true);
    expect(createSiteTheme('care').typography.fontFamily).not.toContain('Wix Madefor Text');
  });

  it('sets care in Proxima Nova', () => {
    expect(createSiteTheme('care').typography.fontFamily).toBe(FONT_STACKS.sans);
  });
});

describe('siteTheme', () => {
  it('builds each theme once and hands the same object to every render', () => {
    expect(siteTheme('care')).toBe(siteTheme('care'));
    expect(siteTheme('embrace')).not.toBe(siteTheme('care'));
    expect(siteTheme('care24').palette.primary.main).toBe(
      createSiteTheme('care24').palette.primary.main,
    );
  });
});
