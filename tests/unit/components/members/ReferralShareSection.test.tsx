import { REFERRAL_TEXT } from '@/lib/site/content/referralContent';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ReferralShareSection from '@/components/members/ReferralShareSection';
import { SiteAuthContext } from '@/components/members/SiteAuthContext';
import { LOGGED_OUT } from '@/lib/members/auth/authState';
import { siteTheme } from '@/lib/site/theme/createSiteTheme';
import { applyModuleStylesheet } from '../../../support/moduleStylesheet';
import { pagePropsFixture } from '../../../support/pageProps.fixture';
import { siteAuth, signedInAuth } from '../../../support/siteAuth.fixture';

const props = pagePropsFixture('referral');
const PERSONAL_LINK = `${props.site.siteOrigin}/app/hp-vhp?rx=a1b2c3d4`;

const REWARD = 'When a family you refer runs their first payroll with {brand}, you get $100.';

function renderFor(
  signedIn: boolean,
  flags: Partial<typeof props.flags> = {},
  referralReward: string | null = REWARD,
) {
  const signIn = jest.fn();
  const value = siteAuth({ auth: signedIn ? signedInAuth() : LOGGED_OUT, signIn });
  render(
    <SiteAuthContext.Provider value={value}>
      <ReferralShareSection
        {...props}
        site={{ ...props.site, referralReward }}
        flags={{ ...props.flags, ...flags }}
        text={REFERRAL_TEXT.en}
      />
    </SiteAuthContext.Provider>,
  );
  return { signIn };
}

describe('ReferralShareSection', () => {
  it('invites a visitor to sign in for a personal link, and shows no link', async () => {
    const { signIn } = renderFor(false);
    expect(screen.queryByRole('textbox')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in for your link' }));
    expect(signIn).toHaveBeenCalledTimes(1);
  });

  it('gives a member their link with their code, to copy, e-mail and text', () => {
    renderFor(true);
    const field = screen.getByLabelText('Referral link to copy');
    expect(field).toHaveValue(PERSONAL_LINK);
    const encoded = encodeURIComponent(PERSONAL_LINK);
    expect(screen.getByRole('link', { name: 'Email a family' })).toHaveAttribute(
      'href',
      expect.stringContaining(encoded),
    );
    expect(screen.getByRole('link', { name: 'Text a family' })).toHaveAttribute(
      'href',
      expect.stringMatching(new RegExp(`^sms:.*${encoded.replaceAll('.', '\\.')}`)),
    );
    expect(screen.queryByRole('link', { name: 'Get started' })).toBeNull();
  });

  it('shows the link in a full-width field of at most 560 px with the theme’s divider and corners', () => {
    const theme = siteTheme('care');
    const remove = applyModuleStylesheet(
      'components/members/ReferralShareSection.module.css',
      theme,
    );
    renderFor(true);
    const field = getComputedStyle(screen.getByLabelText('Referral link to copy'));
    remove();
    expect([field.display, field.width, field.maxWidth, field.boxSizing]).toEqual([
      'block',
      '100%',
      '560px',
      'border-box',
    ]);
    expect([field.padding, field.fontWeight]).toEqual(['12px', '400']);
    expect(field.borderTopStyle).toBe('solid');
    expect(field.borderTopWidth).toBe('1px');
    expect(field.borderTopColor).toBe(theme.palette.divider);
    expect(field.borderRadius).toBe(`${theme.shape.borderRadius}px`);
  });

  it('copies the link and says "Copied"', async () => {
    const user = userEvent.setup();
    renderFor(true);
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    await expect(navigator.clipboard.readText()).resolves.toBe(PERSONAL_LINK);
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    expect(within(screen.getByRole('status')).getByText('Copied')).toBeInTheDocument();
  });

  it('says to copy by hand when the clipboard refuses', async () => {
    const user = userEvent.setup();
    renderFor(true);
    jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Select the link and copy it')).toBeInTheDocument();
  });

  it('states the configured reward while caregiver-to-family referrals are on', () => {
    renderFor(true, { caregiverToFamilyReferrals: true });
    expect(
      screen.getByText(
        `When a family you refer runs their first payroll with ${props.site.brandName}, you get $100.`,
      ),
    ).toBeInTheDocument();
  });

  it('does not state a reward with the flag off, or with none configured', () => {
    renderFor(true, { caregiverToFamilyReferrals: false });
    expect(screen.queryByText(/you get \$100/)).toBeNull();
    cleanup();
    renderFor(true, { caregiverToFamilyReferrals: true }, null);
    expect(document.querySelector('[data-referral-reward]')).toBeNull();
  });
});
