import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import type { NextRouter } from 'next/router';
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
import type { ReactElement } from 'react';
import MuiScope from '@/components/hydration/MuiScope';
import SiteProviders from '@/components/layout/SiteProviders';
import type { BasePageProps } from '@/lib/site/pageProps';

/** A pages-router stand-in: the providers read the path and replace the URL after sign-in. */
export function testRouter(overrides: Partial<NextRouter> = {}): NextRouter {
  return {
    basePath: '/app/hp-vhp',
    pathname: '/',
    route: '/',
    asPath: '/',
    query: {},
    isReady: true,
    isFallback: false,
    isLocaleDomain: false,
    isPreview: false,
    push: jest.fn(() => Promise.resolve(true)),
    replace: jest.fn(() => Promise.resolve(true)),
    reload: jest.fn(),
    back: jest.fn(),
    forward: jest.fn(),
    prefetch: jest.fn(() => Promise.resolve()),
    beforePopState: jest.fn(),
    events: { on: jest.fn(), off: jest.fn(), emit: jest.fn() },
    ...overrides,
  };
}

/**
 * Renders a component inside the site's providers (data client, sign-in), as `_app` does, and
 * inside MUI's scope (theme, Emotion cache), as the server and the parts that load with MUI have.
 */
export function renderWithProviders(
  ui: ReactElement,
  {
    pageProps = {},
    router = testRouter(),
    ...options
  }: RenderOptions & { pageProps?: Partial<BasePageProps>; router?: NextRouter } = {},
): RenderResult {
  return render(
    <RouterContext.Provider value={router}>
      <SiteProviders pageProps={pageProps}>
        <MuiScope>{ui}</MuiScope>
      </SiteProviders>
    </RouterContext.Provider>,
    options,
  );
}
