/**
 * Visual constants (docs/site.md#sizes-and-breakpoints). Palettes are ours (the spec gives none);
 * every foreground/background pair used for text meets WCAG 2.2 AA (4.5:1), which
 * tests/unit/lib/site/theme checks.
 */
export const BREAKPOINTS = { xs: 0, sm: 600, md: 960, lg: 1280, xl: 1440 } as const;

/** Below this width the shell shows the mobile menu (docs/site.md#mobile-menu). */
export const MOBILE_BREAKPOINT_PX = BREAKPOINTS.md;

export const BUTTON_SIZES = {
  small: { height: 32, minWidth: 120 },
  medium: { height: 40, minWidth: 170 },
  large: { height: 56, minWidth: 200 },
} as const;

export const SNACKBAR_SIZE = { width: 456, minHeight: 64 } as const;
export const TOOLTIP_MAX_WIDTH = 264;
export const TAB_MIN_WIDTH_FROM_SM = 160;
/** Star colours of the read-only ratings (MUI Rating's own: amber on a translucent grey). */
export const RATING_STAR_COLORS = { filled: '#faaf00', empty: 'rgba(0, 0, 0, 0.26)' } as const;

export const RATING_ICON_SIZE = { editable: 32, readOnly: 16 } as const;
export const EXPANDABLE_TEXT_COLLAPSED_HEIGHT = 120;

/**
 * Proxima Nova is licensed; browsers that have it use it, everyone else gets self-hosted Figtree.
 * Each web font is followed by its metric-matched fallback (styles/fontFallbacks.css), so the
 * text does not move when the web font replaces it.
 */
export const FONT_STACKS = {
  sans: '"Proxima Nova", "Figtree Variable", "Figtree Fallback", "Segoe UI", Roboto, Helvetica, Arial, sans-serif',
  serif: 'Lora, "Lora Fallback", Georgia, "Times New Roman", serif',
  embrace:
    '"Wix Madefor Text", "Wix Madefor Text Fallback", "Segoe UI", Roboto, Helvetica, Arial, sans-serif',
} as const;

/**
 * The width of the digit 0 in Figtree and Wix Madefor Text (0.641 and 0.640 em, measured): what
 * `1ch` is once the web font has loaded. A text measure in `ch` follows the font actually used, so
 * before the swap (Arial's 0 is 0.56 em) a lead paragraph is 13% narrower, wraps to one line more
 * and everything under it moves when the web font arrives. In `em` it is the same in both fonts.
 */
export const WEB_FONT_CH_EM = 0.641;

/** A readable text measure of `characters` digits' width that does not change with the font. */
export function measure(characters: number): string {
  return `${Math.round(characters * WEB_FONT_CH_EM * 100) / 100}em`;
}

export interface Palette {
  primary: string;
  primaryContrast: string;
  secondary: string;
  secondaryContrast: string;
  text: string;
  textSecondary: string;
  background: string;
  surface: string;
  error: string;
  link: string;
}

export const PALETTES = {
  care: {
    primary: '#14579A',
    primaryContrast: '#FFFFFF',
    secondary: '#0B6E4F',
    secondaryContrast: '#FFFFFF',
    text: '#1B1F24',
    textSecondary: '#4A5361',
    background: '#FFFFFF',
    surface: '#F3F6FA',
    error: '#B3261E',
    link: '#14579A',
  },
  care24: {
    primary: '#213F6B',
    primaryContrast: '#FFFFFF',
    secondary: '#B83C08',
    secondaryContrast: '#FFFFFF',
    text: '#15202E',
    textSecondary: '#48556A',
    background: '#FFFFFF',
    surface: '#FBF6F1',
    error: '#A4161A',
    link: '#1F4F8F',
  },
  embrace: {
    primary: '#5B2A86',
    primaryContrast: '#FFFFFF',
    secondary: '#0F6B63',
    secondaryContrast: '#FFFFFF',
    text: '#1E1A24',
    textSecondary: '#544C5E',
    background: '#FFFFFF',
    surface: '#F6F3FA',
    error: '#B3261E',
    link: '#5B2A86',
  },
} as const satisfies Record<string, Palette>;
