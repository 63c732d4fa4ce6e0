import { render, screen } from '@testing-library/react';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import IllustrationImage from '@/components/content/IllustrationImage';
import {
  ILLUSTRATION_ALT_ES,
  ILLUSTRATIONS,
  type IllustrationName,
} from '@/lib/site/content/illustrations';

const IMAGES = path.join(process.cwd(), 'public/static/images');
const NAMES = Object.keys(ILLUSTRATIONS) as IllustrationName[];

describe('IllustrationImage', () => {
  it.each(NAMES)('%s: a sized, lazily loaded image with real alt text', (name) => {
    render(<IllustrationImage name={name} flags={{ assetUrl: '' }} locale="en" />);
    const { file, width, height, alt } = ILLUSTRATIONS[name];
    const image = screen.getByRole('img', { name: alt });
    expect(image).toHaveAttribute('src', `/app/hp-vhp/static/images/${file}`);
    expect(image).toHaveAttribute('width', String(width));
    expect(image).toHaveAttribute('height', String(height));
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(alt.length).toBeGreaterThan(15);
  });

  it.each(NAMES)('%s: describes itself in Spanish on a Spanish page', (name) => {
    render(<IllustrationImage name={name} flags={{ assetUrl: '' }} locale="es" />);
    expect(screen.getByRole('img', { name: ILLUSTRATION_ALT_ES[name] })).toBeInTheDocument();
    expect(ILLUSTRATION_ALT_ES[name]).not.toBe(ILLUSTRATIONS[name].alt);
  });

  it('follows the asset URL flag', () => {
    render(
      <IllustrationImage
        name="taxForms"
        flags={{ assetUrl: 'https://cdn.example.net/i' }}
        locale="en"
      />,
    );
    expect(screen.getByRole('img')).toHaveAttribute(
      'src',
      'https://cdn.example.net/i/tax-forms.svg',
    );
  });
});

describe('the illustration files', () => {
  it.each(NAMES)('%s: exists, is small, and its viewBox has the declared aspect ratio', (name) => {
    const { file, width, height } = ILLUSTRATIONS[name];
    const svgPath = path.join(IMAGES, file);
    expect(existsSync(svgPath)).toBe(true);
    const svg = readFileSync(svgPath, 'utf8');
    expect(svg.length).toBeLessThan(4096);
    const viewBox = /viewBox="0 0 (\d+) (\d+)"/.exec(svg);
    expect(Number(viewBox?.[1]) / Number(viewBox?.[2])).toBeCloseTo(width / height, 5);
    // Nothing that could run or fetch: no script, no external reference.
    expect(svg).not.toMatch(/<script|href=|url\(/i);
  });

  it('every shipped image has its licence recorded', () => {
    const licences = readFileSync(path.join(IMAGES, 'LICENSES.md'), 'utf8');
    for (const entry of readdirSync(IMAGES)) {
      if (entry === 'LICENSES.md') continue;
      expect(licences).toContain(`\`${entry}\``);
    }
  });
});
