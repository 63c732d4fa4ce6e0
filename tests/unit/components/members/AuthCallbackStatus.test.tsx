import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import AuthCallbackStatus from '@/components/members/AuthCallbackStatus';
import { LOGGED_OUT } from '@/lib/members/auth/authState';
import { SiteAuthContext } from '@/components/members/SiteAuthContext';
import { type SiteAuth } from '@/lib/members/auth/siteAuth';

function renderWith(overrides: Partial<SiteAuth>) {
  const value: SiteAuth = {
    auth: LOGGED_OUT,
    status: 'idle',
    problem: null,
    signIn: jest.fn(),
    signOut: jest.fn(),
    callbackError: null,
    memberLoadProblem: null,
    ...overrides,
  };
  render(
    <SiteAuthContext.Provider value={value}>
      <AuthCallbackStatus supportPhone="1-888-555-0142" />
    </SiteAuthContext.Provider>,
  );
  return value;
}

describe('AuthCallbackStatus', () => {
  it('shows a busy status with a named progress indicator while the sign-in completes', () => {
    renderWith({});
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-busy', 'true');
    expect(status).toHaveTextContent('Signing you in securely');
    expect(screen.getByRole('progressbar', { name: 'Signing you in' })).toBeInTheDocument();
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
