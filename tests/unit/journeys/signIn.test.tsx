import AuthCallbackStatus from '@/components/members/AuthCallbackStatus';
import { AUTH_CALLBACK_TEXT } from '@/lib/site/content/authCallbackContent';
import { SiteAuthContext } from '@/components/members/SiteAuthContext';
import { type SiteAuth } from '@/lib/members/auth/siteAuth';
import { renderWithProviders } from '../../support/renderWithProviders';
import { readUntil, startScreenReader, stopScreenReader } from '../../support/virtualScreenReader';
import { siteAuth } from '../../support/siteAuth.fixture';

jest.setTimeout(30_000);

const SIGNING_IN = siteAuth();

function callbackPage(value: SiteAuth) {
  return (
    <SiteAuthContext.Provider value={value}>
      <AuthCallbackStatus
        supportPhone="1-888-555-0142"
        signInResponse
        text={AUTH_CALLBACK_TEXT.en}
      />
    </SiteAuthContext.Provider>
  );
}

afterEach(async () => {
  await stopScreenReader();
  window.history.replaceState(null, '', '/');
});

describe('the sign-in return through a screen reader', () => {
  it('reads that the sign-in is under way, then reads the failure as an alert with the way back', async () => {
    window.history.replaceState(null, '', '/authCallback?code=abc&state=xyz');
    const view = renderWithProviders(callbackPage(SIGNING_IN));
    await startScreenReader(view.container);
    expect(await readUntil(/Signing you in securely/, 20)).toMatch(/Signing you in securely/);

    view.rerender(
      callbackPage({
        ...SIGNING_IN,
        callbackError: new Error('No matching state found in storage'),
      }),
    );
    // The failure replaces the status with a new role="alert" element; the virtual screen reader
    // announces changes inside a live region that was already there, so here the alert is read
    // where it stands (a live region present from the start would be announced as it changes).
    await stopScreenReader();
    const reader = await startScreenReader(view.container);
    // The alert is now the first thing in the page: the reader names it as it starts there.
    expect(await reader.lastSpokenPhrase()).toBe('alert');
    expect(await readUntil(/expired or was already used/, 10)).toMatch(
      /This sign-in link has expired or was already used\./,
    );
    expect(await readUntil(/^button, Sign in again$/, 20)).toBe('button, Sign in again');
  });
});
