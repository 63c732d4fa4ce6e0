import { act, render, screen } from '@testing-library/react';
import { AUTH_CALLBACK_TEXT } from '@/lib/site/content/authCallbackContent';
import userEvent from '@testing-library/user-event';
import AuthCallbackStatus from '@/components/members/AuthCallbackStatus';
import { SiteAuthContext } from '@/components/members/SiteAuthContext';
import { type SiteAuth } from '@/lib/members/auth/siteAuth';
import { SIGN_IN_RETURN_PATIENCE_MS } from '@/components/members/useSignInReturnStall';
import { siteTheme } from '@/lib/site/theme/createSiteTheme';
import { applyModuleStylesheet } from '../../../support/moduleStylesheet';
import { siteAuth } from '../../../support/siteAuth.fixture';

/** Renders the status as the server decided it: with a provider's answer in the address or not. */
function renderWith(overrides: Partial<SiteAuth>, signInResponse = true) {
  const value = siteAuth(overrides);
  render(
    <SiteAuthContext.Provider value={value}>
      <AuthCallbackStatus
        supportPhone="1-888-555-0142"
        signInResponse={signInResponse}
        text={AUTH_CALLBACK_TEXT.en}
      />
    </SiteAuthContext.Provider>,
  );
  return value;
}

describe('AuthCallbackStatus', () => {
  it('shows a busy status with a named progress indicator while the sign-in completes', () => {
    window.history.replaceState(null, '', '/authCallback?code=abc&state=xyz');
    renderWith({});
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-busy', 'true');
    expect(status).toHaveTextContent('Signing you in securely');
    expect(screen.getByRole('progressbar', { name: 'Signing you in' })).toBeInTheDocument();
  });

  it('draws the progress ring in the theme’s primary colour over a faint track, 32 px wide', () => {
    const theme = siteTheme('care');
    const remove = applyModuleStylesheet('components/members/AuthCallbackStatus.module.css', theme);
    window.history.replaceState(null, '', '/authCallback?code=abc&state=xyz');
    renderWith({});
    const ring = getComputedStyle(screen.getByRole('progressbar', { name: 'Signing you in' }));
    remove();
    expect(ring.width).toBe('32px');
    expect(ring.borderRadius).toBe('50%');
    expect(ring.borderTopColor).toBe(toRgb(theme.palette.primary.main));
    expect(ring.borderBottomColor).toBe(theme.palette.action.disabledBackground);
  });

  it('explains a failed sign-in in plain words and offers a way back', async () => {
    const auth = renderWith({ callbackError: new Error('No matching state found in storage') });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This sign-in link has expired or was already used.');
    expect(alert).toHaveTextContent('1-888-555-0142');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in again' }));
    expect(auth.signIn).toHaveBeenCalledWith('/');
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });
});

describe('AuthCallbackStatus without a sign-in to finish', () => {
  afterEach(() => {
    jest.useRealTimers();
    window.history.replaceState(null, '', '/');
  });

  it('says from the first render that there is nothing to finish when the address has no code or error', async () => {
    window.history.replaceState(null, '', '/authCallback');
    const auth = renderWith({}, false);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('There is no sign-in to finish on this page.');
    expect(alert).toHaveTextContent('1-888-555-0142');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in again' }));
    expect(auth.signIn).toHaveBeenCalledWith('/');
  });

  it('keeps waiting for a provider answer, then offers a way on after 5 s', () => {
    jest.useFakeTimers();
    window.history.replaceState(null, '', '/authCallback?code=abc&state=xyz');
    renderWith({});
    act(() => jest.advanceTimersByTime(SIGN_IN_RETURN_PATIENCE_MS - 1));
    expect(screen.getByRole('progressbar', { name: 'Signing you in' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Signing in is taking longer than it should.',
    );
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toBeInTheDocument();
  });
});

/** A `#rrggbb` colour as jsdom reports it. */
function toRgb(hex: string): string {
  const parts = /^#([\da-f]{2})([\da-f]{2})([\da-f]{2})$/i.exec(hex)?.slice(1) ?? [];
  return `rgb(${parts.map((part) => parseInt(part, 16)).join(', ')})`;
}
