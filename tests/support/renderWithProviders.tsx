import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import SiteProviders from '@/components/layout/SiteProviders';
import type { BasePageProps } from '@/lib/pageProps/pageProps';

/** Renders a component inside the site's providers (theme, data client, sign-in), as `_app` does. */
export function renderWithProviders(
  ui: ReactElement,
  { pageProps = {}, ...options }: RenderOptions & { pageProps?: Partial<BasePageProps> } = {},
): RenderResult {
  return render(<SiteProviders pageProps={pageProps}>{ui}</SiteProviders>, options);
}
