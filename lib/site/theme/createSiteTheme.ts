import { createTheme, type Theme, type ThemeOptions } from '@mui/material/styles';
import type { ThemeName } from '@/lib/platform/config/schema';
import {
  BREAKPOINTS,
  BUTTON_SIZES,
  FONT_STACKS,
  PALETTES,
  RATING_ICON_SIZE,
  SNACKBAR_SIZE,
  TAB_MIN_WIDTH_FROM_SM,
  TOOLTIP_MAX_WIDTH,
  type Palette,
} from './tokens';

function baseOptions(palette: Palette, fontFamily: string): ThemeOptions {
  return {
    breakpoints: { values: BREAKPOINTS },
    palette: {
      primary: { main: palette.primary, contrastText: palette.primaryContrast },
      secondary: { main: palette.secondary, contrastText: palette.secondaryContrast },
      error: { main: palette.error },
      text: { primary: palette.text, secondary: palette.textSecondary },
      background: { default: palette.background, paper: palette.background },
      link: palette.link,
    },
    shape: { borderRadius: 8 },
    typography: {
      fontFamily,
      h1: { fontSize: '2.25rem', fontWeight: 700, lineHeight: 1.2 },
      h2: { fontSize: '1.75rem', fontWeight: 700, lineHeight: 1.25 },
      h3: { fontSize: '1.375rem', fontWeight: 600, lineHeight: 1.3 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      MuiButton: {
        styleOverrides: {
          root: { minHeight: BUTTON_SIZES.medium.height, minWidth: BUTTON_SIZES.medium.minWidth },
          sizeSmall: {
            minHeight: BUTTON_SIZES.small.height,
            minWidth: BUTTON_SIZES.small.minWidth,
          },
          sizeLarge: {
            minHeight: BUTTON_SIZES.large.height,
            minWidth: BUTTON_SIZES.large.minWidth,
          },
        },
      },
      MuiSnackbarContent: {
        styleOverrides: {
          root: ({ theme }) => ({
            minHeight: SNACKBAR_SIZE.minHeight,
            [theme.breakpoints.up('sm')]: { width: SNACKBAR_SIZE.width },
          }),
        },
      },
      MuiTooltip: { styleOverrides: { tooltip: { maxWidth: TOOLTIP_MAX_WIDTH } } },
      MuiTab: {
        styleOverrides: {
          root: ({ theme }) => ({
            [theme.breakpoints.up('sm')]: { minWidth: TAB_MIN_WIDTH_FROM_SM },
          }),
        },
      },
      MuiRating: {
        styleOverrides: {
          root: { fontSize: RATING_ICON_SIZE.editable },
          readOnly: { fontSize: RATING_ICON_SIZE.readOnly },
        },
      },
      MuiLink: {
        defaultProps: { underline: 'always' },
        styleOverrides: { root: { color: palette.link } },
      },
    },
  };
}

declare module '@mui/material/styles' {
  interface Palette {
    /** Text link colour (`components/ui/Link`, MUI's Link where still used). */
    link: string;
  }
  interface PaletteOptions {
    link?: string;
  }
}

/** `care24` has its own typography, palette and component overrides (docs/site.md#theme). */
function care24Options(): ThemeOptions {
  const options = baseOptions(PALETTES.care24, FONT_STACKS.sans);
  return {
    ...options,
    shape: { borderRadius: 24 },
    typography: {
      ...options.typography,
      h1: { fontFamily: FONT_STACKS.serif, fontSize: '2.5rem', fontWeight: 700, lineHeight: 1.15 },
      h2: { fontFamily: FONT_STACKS.serif, fontSize: '1.875rem', fontWeight: 700, lineHeight: 1.2 },
      body1: { fontSize: '1.0625rem', lineHeight: 1.6 },
    },
    components: {
      ...options.components,
      MuiPaper: { styleOverrides: { rounded: { borderRadius: 16 } } },
      MuiButton: {
        ...options.components?.MuiButton,
        defaultProps: { disableElevation: true },
      },
    },
  };
}

/** Builds one of the three themes; `care` is the default. */
export function createSiteTheme(name: ThemeName): Theme {
  switch (name) {
    case 'care24':
      return createTheme(care24Options());
    case 'embrace':
      return createTheme(baseOptions(PALETTES.embrace, FONT_STACKS.embrace));
    case 'care':
      return createTheme(baseOptions(PALETTES.care, FONT_STACKS.sans));
  }
}

const themes = new Map<ThemeName, Theme>();

/**
 * The theme for a name, built once per process. Building a MUI theme costs milliseconds, and a
 * `useMemo` does not survive from one server render to the next, so without this every request
 * would build it again. Themes are never mutated, so sharing one across requests is safe.
 */
export function siteTheme(name: ThemeName): Theme {
  let theme = themes.get(name);
  if (!theme) {
    theme = createSiteTheme(name);
    themes.set(name, theme);
  }
  return theme;
}
