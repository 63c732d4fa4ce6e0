import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Theme } from '@mui/material/styles';
import { themeCustomProperties } from '@/components/layout/themeCustomProperties';

/**
 * Puts a CSS Module into the test document as the browser would see it for `theme`: next/jest
 * names each class by its key, and jsdom does not resolve custom properties, so each `var(…)`
 * is replaced by the theme's value. Returns a function that takes the stylesheet out again.
 */
export function applyModuleStylesheet(file: string, theme: Theme): () => void {
  const properties = themeCustomProperties(theme)[':root'] as Record<string, string>;
  const css = readFileSync(path.join(process.cwd(), file), 'utf8').replace(
    /var\((--[\w-]+)\)/g,
    (_, name: string) => properties[name] ?? 'unset',
  );
  const style = document.createElement('style');
  style.textContent = css;
  document.head.append(style);
  return () => style.remove();
}
