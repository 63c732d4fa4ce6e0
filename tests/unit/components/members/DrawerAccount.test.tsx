import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import DrawerAccount from '@/components/members/DrawerAccount';
import { SiteAuthContext } from '@/components/members/SiteAuthContext';
import type { SiteAuth } from '@/lib/members/auth/siteAuth';
import { siteAuth, signedInAuth } from '../../../support/siteAuth.fixture';

const SITE = {
  memberAppUrl: 'https://www.care.com/app/hp-member/',
  supportPhone: '1-888-555-0142',
};
const ENROLL = 'https://www.care.com/app/hp-enrollment/signup?hired=no';

function renderWith(overrides: Partial<SiteAuth>) {
  const value = siteAuth(overrides);
  render(
    <SiteAuthContext.Provider value={value}>
      <DrawerAccount site={SITE} getStartedHref={ENROLL} />
    </SiteAuthContext.Provider>,
  );
  return value;
}

describe('DrawerAccount', () => {
  it('gives a member on a phone their name, next step, the member app and sign-out', async () => {
    const { signOut } = renderWith({
      auth: signedInAuth({
        id: 'c9d0e1f2_pending',
        displayName: 'Priya Shah',
        firstName: 'Priya',
        homepayAccountStatusV2: 'PENDING',
      }),
    });
    expect(screen.getByText('Hi, Priya')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue your enrollment' })).toHaveAttribute(
      'href',
      ENROLL,
    );
    expect(screen.getByRole('link', { name: /Your account/ })).toHaveAttribute(
      'href',
      SITE.memberAppUrl,
    );
    expect(screen.queryByRole('link', { name: 'Get started' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(signOut).toHaveBeenCalledTimes(1);
  });

  it('keeps a member who cannot be loaded signed in, with sign-out', () => {
    renderWith({
      memberLoadProblem: { retry: jest.fn() },
    });
    expect(screen.getByText('Signed in')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Get started' })).toBeNull();
  });

  it('gives a visitor "Get started"', () => {
    renderWith({});
    expect(screen.getByRole('link', { name: 'Get started' })).toHaveAttribute('href', ENROLL);
    expect(screen.queryByRole('button', { name: 'Sign out' })).toBeNull();
  });
});
