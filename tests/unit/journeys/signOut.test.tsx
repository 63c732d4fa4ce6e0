import AccountArea from '@/components/members/AccountArea';
import { SiteAuthContext } from '@/components/members/SiteAuthContext';
import { type SiteAuth } from '@/lib/members/auth/siteAuth';
import { renderWithProviders } from '../../support/renderWithProviders';
import { readUntil, startScreenReader, stopScreenReader } from '../../support/virtualScreenReader';
import { siteAuth, signedInAuth } from '../../support/siteAuth.fixture';

jest.setTimeout(30_000);

const SITE = {
  memberAppUrl: 'https://www.care.com/app/hp-member/',
  supportPhone: '1-888-555-0142',
};
const ENROLL = 'https://www.care.com/app/hp-enrollment/signup?hired=no';

const SIGNED_IN: Partial<SiteAuth> = {
  auth: signedInAuth({ email: 'client@example.com', lastName: 'Lopez' }),
};

function header(value: SiteAuth) {
  return (
    <SiteAuthContext.Provider value={value}>
      <AccountArea getStartedHref={ENROLL} site={SITE} />
    </SiteAuthContext.Provider>
  );
}

afterEach(stopScreenReader);

describe('signing out through a screen reader', () => {
  it('reads the member’s name and "Sign out", signs out on activation, then reads it as busy', async () => {
    const signOut = jest.fn();
    const value = siteAuth({ ...SIGNED_IN, signOut });
    const view = renderWithProviders(header(value));
    // The account menu's code arrives on demand (next/dynamic).
    await view.findByText(/Hi, Maria/);
    const reader = await startScreenReader(view.container);
    expect(await readUntil(/^button, Hi, Maria/, 20)).toBe('button, Hi, Maria, not expanded');
    expect(await readUntil(/Sign out/, 20)).toBe('button, Sign out');
    await reader.act();
    expect(signOut).toHaveBeenCalledTimes(1);

    view.rerender(header({ ...value, status: 'working' }));
    await stopScreenReader();
    await startScreenReader(view.container);
    expect(await readUntil(/Sign out/, 20)).toBe('button, Sign out, busy, disabled');
  });
});
