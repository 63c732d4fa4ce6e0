import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import SiteProviders from '@/components/layout/SiteProviders';
import type { ThemeName } from '@/lib/config/schema';

/** Renders a component inside the site's providers (theme and baseline), as `_app` does. */
export function renderWithProviders(
  ui: ReactElement,
  { themeName = 'care', ...options }: RenderOptions & { themeName?: ThemeName } = {},
): RenderResult {
  return render(<SiteProviders themeName={themeName}>{ui}</SiteProviders>, options);
}
