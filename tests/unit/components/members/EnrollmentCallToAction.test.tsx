import { render, screen } from '@testing-library/react';
import EnrollmentCallToAction from '@/components/members/EnrollmentCallToAction';
import { SiteAuthContext } from '@/components/members/SiteAuthContext';
import { LOGGED_OUT } from '@/lib/members/auth/authState';
import type { AccountStatus } from '@/lib/members/graphql/member';
import { pagePropsFixture } from '../../../support/pageProps.fixture';
import { siteAuth, signedInAuth } from '../../../support/siteAuth.fixture';

const props = pagePropsFixture('home');

function renderFor(status: AccountStatus | null) {
  const value = siteAuth({
    auth: status ? signedInAuth({ homepayAccountStatusV2: status }) : LOGGED_OUT,
  });
  return render(
    <SiteAuthContext.Provider value={value}>
      <EnrollmentCallToAction {...props} />
    </SiteAuthContext.Provider>,
  );
}

describe('EnrollmentCallToAction', () => {
  it('asks a visitor whether they have hired, then "Get started"', () => {
    renderFor(null);
    expect(screen.getByRole('radiogroup')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get started' })).toHaveAttribute(
      'href',
      expect.stringContaining('/app/hp-enrollment/'),
    );
  });

  it('asks a member without an account too, who starts enrollment', () => {
    renderFor('NONE');
    expect(screen.getByRole('radiogroup')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start enrollment' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Get started' })).toBeNull();
  });

  it.each([
    ['CLIENT', 'Go to your payroll', props.site.memberAppUrl],
    [
      'PENDING',
      'Continue your enrollment',
      'https://www.care.com/app/hp-enrollment/signup?hired=no',
    ],
  ] as const)('does not ask a %s member, and offers "%s"', async (status, label, href) => {
    renderFor(status);
    expect(screen.queryByRole('radiogroup')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Get started' })).toBeNull();
    // The member's action loads on demand (visitors' pages never carry it).
    expect(await screen.findByRole('link', { name: label })).toHaveAttribute('href', href);
  });

  it('tells a SUBMITTED member the enrollment is in review', async () => {
    renderFor('SUBMITTED');
    expect(screen.queryByRole('radiogroup')).toBeNull();
    expect(await screen.findByText('We’re reviewing your enrollment')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: props.site.supportPhone })).toBeInTheDocument();
  });
});
