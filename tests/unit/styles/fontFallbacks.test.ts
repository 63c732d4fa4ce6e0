import { readFileSync } from 'node:fs';
import path from 'node:path';
import { FONT_STACKS } from '@/lib/site/theme/tokens';

/** Capsize's font metrics as Next ships them (the data next/font computes its fallbacks from). */
interface FontMetrics {
  ascent: number;
  descent: number;
  lineGap: number;
  unitsPerEm: number;
  subsets: { latin: { xWidthAvg: number } };
}
const capsize = JSON.parse(
  readFileSync(require.resolve('next/dist/server/capsize-font-metrics.json'), 'utf8'),
) as Partial<Record<string, FontMetrics>>;

function metricsOf(font: string): FontMetrics {
  const metrics = capsize[font];
  if (!metrics) throw new Error(`Capsize has no metrics for ${font}`);
  return metrics;
}

const css = readFileSync(path.join(__dirname, '../../../styles/fontFallbacks.css'), 'utf8');

/** One descriptor of the `@font-face` block of `family`. */
function descriptor(family: string, name: string): string {
  const block = css.split('@font-face').find((face) => face.includes(`font-family: '${family}'`));
  const value = block && new RegExp(`${name}:\\s*([^;]+);`).exec(block)?.[1];
  if (!value) throw new Error(`no ${name} in the @font-face for ${family}`);
  return value.trim();
}

const percent = (family: string, name: string) => Number.parseFloat(descriptor(family, name)) / 100;

describe.each([
  ['Figtree Fallback', 'figtree', 'arial'],
  ['Lora Fallback', 'lora', 'timesNewRoman'],
  ['Wix Madefor Text Fallback', 'wixMadeforText', 'arial'],
])('%s', (family, webFont, localFont) => {
  const web = metricsOf(webFont);
  const local = metricsOf(localFont);
  const sizeAdjust =
    web.subsets.latin.xWidthAvg /
    web.unitsPerEm /
    (local.subsets.latin.xWidthAvg / local.unitsPerEm);

  it('scales the local font to the web font’s average glyph width', () => {
    expect(percent(family, 'size-adjust')).toBeCloseTo(sizeAdjust, 3);
  });

  it('overrides ascent, descent and line gap to the web font’s, after scaling', () => {
    const em = web.unitsPerEm * sizeAdjust;
    expect(percent(family, 'ascent-override')).toBeCloseTo(web.ascent / em, 3);
    expect(percent(family, 'descent-override')).toBeCloseTo(Math.abs(web.descent) / em, 3);
    expect(percent(family, 'line-gap-override')).toBeCloseTo(web.lineGap / em, 3);
  });

  it('uses only local fonts (nothing to download)', () => {
    expect(descriptor(family, 'src')).toMatch(/^(local\('[^']+'\),?\s*)+$/);
  });
});

describe('font stacks', () => {
  it('put each web font’s fallback face right behind it', () => {
    expect(FONT_STACKS.sans).toContain('"Figtree Variable", "Figtree Fallback"');
    expect(FONT_STACKS.serif).toContain('Lora, "Lora Fallback"');
    expect(FONT_STACKS.embrace).toContain('"Wix Madefor Text", "Wix Madefor Text Fallback"');
  });
});
