import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import AccountArea from '@/components/members/AccountArea';
import type { SignInRuntimeProps } from '@/components/members/signInRuntimeProps';
import { LOGGED_OUT } from '@/lib/members/auth/authState';
import { pagePropsFixture } from '../../../support/pageProps.fixture';
import { renderWithProviders } from '../../../support/renderWithProviders';

/** Stands in for the on-demand chunk: records what it was asked to do and reports a state. */
const runtime = {
  mounted: 0,
  started: [] as string[],
};

function FakeSignInRuntime({ pending, onPendingTaken, onChange, serverAuth }: SignInRuntimeProps) {
  useEffect(() => {
    runtime.mounted += 1;
  }, []);
  useEffect(() => {
    if (!pending) return;
    onPendingTaken();
    runtime.started.push(pending.kind);
    onChange({
      auth: serverAuth,
      status: 'working',
      problem: null,
      signIn: () => undefined,
      signOut: () => undefined,
      callbackError: null,
      memberLoadProblem: null,
    });
  }, [pending, onPendingTaken, onChange, serverAuth]);
  return null;
}

let chunk: Promise<void> = Promise.resolve();
jest.mock('@/components/members/SignInRuntime', () => ({
  __esModule: true,
  get default() {
    return FakeSignInRuntime;
  },
}));
jest.mock('@/lib/platform/logging/browserLogger', () => ({
  browserLogger: { error: jest.fn(), warn: jest.fn(), info: jest.fn() },
}));

const props = pagePropsFixture('home');

beforeEach(() => {
  runtime.mounted = 0;
  runtime.started = [];
  chunk = Promise.resolve();
  window.sessionStorage.clear();
});

describe('SiteAuthProvider', () => {
  it('renders the sign-in button without loading the sign-in library', async () => {
    renderWithProviders(<AccountArea getStartedHref="/signup" site={props.site} />, {
      pageProps: props,
    });
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    await act(() => chunk);
    expect(runtime.mounted).toBe(0);
  });

  it('loads the library on the first click, shows progress, and carries the click out', async () => {
    renderWithProviders(<AccountArea getStartedHref="/signup" site={props.site} />, {
      pageProps: props,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByRole('button', { name: 'Signing in…' })).toBeDisabled();
    await waitFor(() => expect(runtime.started).toEqual(['signIn']));
    expect(runtime.mounted).toBe(1);
  });

  it('loads the library at once when this tab holds a stored user', async () => {
    window.sessionStorage.setItem('hp-vhp.oidc.user:http://localhost:4000:hp-vhp', '{}');
    renderWithProviders(<AccountArea getStartedHref="/signup" site={props.site} />, {
      pageProps: props,
    });
    await waitFor(() => expect(runtime.mounted).toBe(1));
    expect(runtime.started).toEqual([]);
  });

  it('does nothing on click when no identity provider is configured', async () => {
    const site = { ...props.site, oidc: { ...props.site.oidc, authority: null } };
    renderWithProviders(<AccountArea getStartedHref="/signup" site={props.site} />, {
      pageProps: { ...props, site, auth: LOGGED_OUT },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('not available');
    expect(runtime.mounted).toBe(0);
  });
});
