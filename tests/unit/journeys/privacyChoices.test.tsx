import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PRIVACY_CHOICES_TEXT } from '@/lib/site/content/privacyContent';
import { decideConsent } from '@/lib/site/privacy/consentState';
import type { PrivacyChoice } from '@/lib/site/privacy/privacyChoice';
import { pagePropsFixture } from '../../support/pageProps.fixture';
import { renderWithProviders } from '../../support/renderWithProviders';
import { EnglishPrivacyChoicesView as PrivacyChoicesView } from '../../support/textedViews';
import { readUntil, startScreenReader, stopScreenReader } from '../../support/virtualScreenReader';

jest.setTimeout(30_000);

const NO_CHOICE: PrivacyChoice = { saleSharing: null, analytics: null };

function renderPage() {
  const base = pagePropsFixture('privacyChoices');
  const site = { ...base.site, oidc: { ...base.site.oidc, authority: null } };
  const privacy = {
    gpc: false,
    choice: NO_CHOICE,
    consent: decideConsent({ gpc: false, choice: NO_CHOICE, region: null }, []),
  };
  const props = pagePropsFixture('privacyChoices', { site, privacy });
  return renderWithProviders(<PrivacyChoicesView {...props} />, { pageProps: props });
}

beforeEach(() => {
  document.cookie = 'hp_privacy=; path=/; max-age=0';
});
afterEach(stopScreenReader);

describe('privacy choices through a screen reader', () => {
  it('reads each switch with its state and announces that a change is saved', async () => {
    const { container } = renderPage();
    const reader = await startScreenReader(container);
    expect(await readUntil(/^switch, Do not sell or share/)).toMatch(/, not checked$/);
    expect(await readUntil(/^switch, Allow analytics/)).toMatch(/, checked$/);

    await userEvent.click(screen.getByRole('switch', { name: /do not sell or share/i }));
    await waitFor(async () =>
      expect(await reader.spokenPhraseLog()).toContain(
        `polite: ${PRIVACY_CHOICES_TEXT.en.choices.saved}`,
      ),
    );
  });
});
