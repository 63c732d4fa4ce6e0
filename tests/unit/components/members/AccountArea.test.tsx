import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import AccountArea from '@/components/members/AccountArea';
import { inSpanish } from '@/components/layout/inSpanish';
import { MEMBER_UNAVAILABLE } from '@/lib/members/auth/authState';
import { SiteAuthContext } from '@/components/members/SiteAuthContext';
import type { AccountStatus } from '@/lib/members/graphql/member';
import { type SiteAuth } from '@/lib/members/auth/siteAuth';
import { siteAuth, signedInAuth } from '../../../support/siteAuth.fixture';

const SITE = {
  memberAppUrl: 'https://www.care.com/app/hp-member/',
  supportPhone: '1-888-555-0142',
};
const ENROLL = 'https://www.care.com/app/hp-enrollment/signup?hired=no&rx=FRIEND1';

function signedIn(status: AccountStatus): Partial<SiteAuth> {
  return {
    auth: signedInAuth({
      homepayAccountStatusV2: status,
      email: 'client@example.com',
      lastName: 'Lopez',
    }),
  };
}

function renderWith(overrides: Partial<SiteAuth>) {
  const value = siteAuth(overrides);
  return render(
    <SiteAuthContext.Provider value={value}>
      <AccountArea getStartedHref={ENROLL} site={SITE} />
    </SiteAuthContext.Provider>,
  );
}

async function openMenu() {
  await userEvent.click(await screen.findByRole('button', { name: /Hi, Maria/ }));
  return (await screen.findByRole('button', { name: /Hi, Maria/ })).parentElement ?? document.body;
}

describe('AccountArea', () => {
  it('says when the member could not be loaded and lets the visitor try again', async () => {
    const retry = jest.fn();
    renderWith({
      memberLoadProblem: { retry },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'We couldn’t load your account just now. Try again, or call 1-888-555-0142.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('keeps a signed-in header with sign-out when the member could not be loaded', async () => {
    const signOut = jest.fn();
    renderWith({
      signOut,
      memberLoadProblem: { retry: jest.fn() },
    });
    expect(screen.getByText('Signed in')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign in' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Get started' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(signOut).toHaveBeenCalledTimes(1);
  });

  it('keeps a signed-in header when the server rendered the page without the member', async () => {
    renderWith({ auth: MEMBER_UNAVAILABLE });
    expect(screen.getByText('Signed in')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign in' })).toBeNull();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We couldn’t load your account just now. Try again, or call 1-888-555-0142.',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it.each([
    [
      'providerUnreachable',
      'We can’t reach the sign-in service right now. Please try again in a few minutes, or call 1-888-555-0142.',
    ],
    [
      'codeUnloadable',
      'We can’t load sign-in right now. Please check your connection and try again, or call 1-888-555-0142.',
    ],
    ['notConfigured', 'Sign-in is not available on this site right now.'],
  ] as const)('explains %s once the visitor tries to sign in', async (problem, words) => {
    renderWith({ problem });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(words);
  });

  it('shows no problem to a visitor before anything failed', () => {
    renderWith({});
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it('opens an account menu on the greeting with the member app, closed again by Escape', async () => {
    renderWith(signedIn('CLIENT'));
    const toggle = await screen.findByRole('button', { name: /Hi, Maria/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const menu = await openMenu();
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(within(menu).getByRole('link', { name: /Your account/ })).toHaveAttribute(
      'href',
      SITE.memberAppUrl,
    );
    await userEvent.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
    expect(screen.queryByRole('link', { name: /Your account/ })).toBeNull();
  });

  it.each([
    ['CLIENT', 'Go to your payroll', SITE.memberAppUrl],
    ['PENDING', 'Continue your enrollment', ENROLL],
    ['NONE', 'Start enrollment', ENROLL],
  ] as const)('offers a %s member "%s"', async (status, label, href) => {
    renderWith(signedIn(status));
    const menu = await openMenu();
    expect(within(menu).getByRole('link', { name: label })).toHaveAttribute('href', href);
    expect(screen.queryByRole('link', { name: 'Get started' })).toBeNull();
  });

  it('tells a SUBMITTED member the enrollment is in review, with the phone to call', async () => {
    renderWith(signedIn('SUBMITTED'));
    const menu = await openMenu();
    expect(within(menu).getByText('We’re reviewing your enrollment')).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: SITE.supportPhone })).toHaveAttribute(
      'href',
      'tel:18885550142',
    );
  });
});

describe('AccountArea on a Spanish page', () => {
  function renderInSpanish(overrides: Partial<SiteAuth>) {
    const value = siteAuth(overrides);
    const SpanishArea = inSpanish(AccountArea);
    return render(
      <SiteAuthContext.Provider value={value}>
        <SpanishArea getStartedHref={ENROLL} site={SITE} />
      </SiteAuthContext.Provider>,
    );
  }

  it('greets, offers the next step and signs out in Spanish', async () => {
    renderInSpanish(signedIn('PENDING'));
    const toggle = await screen.findByRole('button', { name: /Hola, Maria/ });
    await userEvent.click(toggle);
    const menu = toggle.parentElement ?? document.body;
    expect(within(menu).getByRole('link', { name: 'Continuar su inscripción' })).toHaveAttribute(
      'href',
      ENROLL,
    );
    expect(within(menu).getByRole('link', { name: /Su cuenta/ })).toHaveTextContent(
      'Nómina, talones de pago y documentos',
    );
    expect(screen.getAllByRole('button', { name: 'Cerrar sesión' }).length).toBeGreaterThan(0);
  });

  it('explains in Spanish, with the phone, that the sign-in service cannot be reached', async () => {
    renderInSpanish({ problem: 'providerUnreachable' });
    await userEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No podemos conectarnos con el servicio de inicio de sesión en este momento. Inténtelo de nuevo en unos minutos o llame al 1-888-555-0142.',
    );
  });

  it('says in Spanish when the member could not be loaded', async () => {
    renderInSpanish({ auth: MEMBER_UNAVAILABLE });
    expect(screen.getByText('Sesión iniciada')).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No pudimos cargar su cuenta en este momento. Inténtelo de nuevo o llame al 1-888-555-0142.',
    );
    expect(screen.getByRole('button', { name: 'Intentar de nuevo' })).toBeInTheDocument();
  });
});
