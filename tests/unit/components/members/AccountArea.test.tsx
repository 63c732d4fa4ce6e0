import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import AccountArea from '@/components/members/AccountArea';
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
  return render(
    <SiteAuthContext.Provider value={value}>
      <AccountArea getStartedHref="/signup" />
    </SiteAuthContext.Provider>,
  );
}

describe('AccountArea', () => {
  it('says when the member could not be loaded and lets the visitor try again', async () => {
    const retry = jest.fn();
    renderWith({
      memberLoadProblem: { message: 'We couldn’t load your account just now.', retry },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We couldn’t load your account just now.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('shows no problem to a visitor before anything failed', () => {
    renderWith({});
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });
});
