import fc from 'fast-check';
import {
  BREAKPOINTS,
  BUTTON_SIZES,
  FONT_STACKS,
  measure,
  WEB_FONT_CH_EM,
  MOBILE_BREAKPOINT_PX,
  PALETTES,
  TOOLTIP_MAX_WIDTH,
  type Palette,
} from '@/lib/site/theme/tokens';

/** sRGB channel (0–255) to linear light, as WCAG 2.2 defines it. */
function linearChannel(channel8bit: number): number {
  const c = channel8bit / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** WCAG 2.2 relative luminance of a "#RRGGBB" colour: 0.2126 R + 0.7152 G + 0.0722 B. */
function relativeLuminance(hex: string): number {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`not a #RRGGBB colour: ${hex}`);
  const [r, g, b] = match.slice(1).map((pair) => linearChannel(parseInt(pair, 16)));
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}

/** WCAG 2.2 contrast ratio: (L1 + 0.05) / (L2 + 0.05), L1 the lighter. */
function contrastRatio(a: string, b: string): number {
  const [lighter, darker] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return ((lighter ?? 0) + 0.05) / ((darker ?? 0) + 0.05);
}

const hexColour = fc
  .tuple(fc.nat(255), fc.nat(255), fc.nat(255))
  .map((channels) => `#${channels.map((c) => c.toString(16).padStart(2, '0')).join('')}`);

describe('contrastRatio (the WCAG formula used below)', () => {
  it.each([
    ['#000000', '#FFFFFF', 21],
    ['#FFFFFF', '#FFFFFF', 1],
    ['#777777', '#FFFFFF', 4.48],
  ])('gives %s on %s a ratio of %p', (a, b, expected) => {
    expect(contrastRatio(a, b)).toBeCloseTo(expected, 2);
  });

  it('is symmetric and between 1 and 21', () => {
    fc.assert(
      fc.property(hexColour, hexColour, (a, b) => {
        const ratio = contrastRatio(a, b);
        expect(ratio).toBeGreaterThanOrEqual(1);
        expect(ratio).toBeLessThanOrEqual(21.0000001);
        expect(contrastRatio(b, a)).toBeCloseTo(ratio, 10);
      }),
    );
  });
});

const TEXT_PAIRS: ReadonlyArray<[keyof Palette, keyof Palette]> = [
  ['text', 'background'],
  ['textSecondary', 'background'],
  ['textSecondary', 'surface'],
  ['primary', 'primaryContrast'],
  ['secondary', 'secondaryContrast'],
  ['link', 'background'],
  ['error', 'background'],
];

const CASES = Object.entries(PALETTES).flatMap(([theme, palette]) =>
  TEXT_PAIRS.map(
    ([foreground, background]) => [theme, foreground, background, palette as Palette] as const,
  ),
);

describe('PALETTES', () => {
  it.each(CASES)(
    '%s: %s on %s meets WCAG 2.2 AA (4.5:1)',
    (_theme, foreground, background, palette) => {
      expect(contrastRatio(palette[foreground], palette[background])).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('defines a palette for every theme', () => {
    expect(Object.keys(PALETTES).sort()).toEqual(['care', 'care24', 'embrace']);
  });
});

describe('layout tokens', () => {
  it('uses the site breakpoints', () => {
    expect(BREAKPOINTS).toEqual({ xs: 0, sm: 600, md: 960, lg: 1280, xl: 1440 });
    expect(MOBILE_BREAKPOINT_PX).toBe(960);
  });

  it('uses the site button sizes and tooltip width', () => {
    expect(BUTTON_SIZES).toEqual({
      small: { height: 32, minWidth: 120 },
      medium: { height: 40, minWidth: 170 },
      large: { height: 56, minWidth: 200 },
    });
    expect(TOOLTIP_MAX_WIDTH).toBe(264);
  });

  it('names Proxima Nova with Lora for serif, and Wix Madefor Text for embrace', () => {
    expect(FONT_STACKS.sans.startsWith('"Proxima Nova"')).toBe(true);
    expect(FONT_STACKS.serif.startsWith('Lora')).toBe(true);
    expect(FONT_STACKS.embrace.startsWith('"Wix Madefor Text"')).toBe(true);
  });
});

describe('measure', () => {
  it('is the web font’s `ch` in em, so the width is the same before and after the font swap', () => {
    expect(measure(60)).toBe('38.46em');
    expect(measure(70)).toBe('44.87em');
    // 60ch of Figtree at 20px is 769.2px; so is this.
    expect(Number.parseFloat(measure(60)) * 20).toBeCloseTo(60 * WEB_FONT_CH_EM * 20, 1);
  });
});
