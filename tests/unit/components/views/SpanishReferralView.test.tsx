import { screen, within } from '@testing-library/react';
import { inSpanish } from '@/components/layout/inSpanish';
import ReferralView from '@/components/views/ReferralView';
import { REFERRAL_TEXT } from '@/lib/site/content/referralContent';
import type { BasePageProps } from '@/lib/site/pageProps';
import { pagePropsFixture } from '../../../support/pageProps.fixture';
import { preloadPageIslands } from '../../../support/pageIslands';
import { renderWithProviders } from '../../../support/renderWithProviders';
import { signedInAuth } from '../../../support/siteAuth.fixture';

const SpanishView = inSpanish(ReferralView);
const SPANISH_REWARD =
  'Cuando una familia que usted recomienda paga su primera nómina, usted recibe $100.';

beforeAll(preloadPageIslands);

function renderSpanish(overrides: Partial<BasePageProps> = {}, reward: string | null = null) {
  const base = pagePropsFixture('referral', { locale: 'es' });
  const props: BasePageProps = {
    ...base,
    // No identity provider: the sign-in code never loads in these tests.
    site: {
      ...base.site,
      referralReward: reward,
      oidc: { ...base.site.oidc, authority: null },
    },
    ...overrides,
  };
  return renderWithProviders(<SpanishView {...props} text={REFERRAL_TEXT.es} />, {
    pageProps: props,
  });
}

/** The decoded subject and body of a `mailto:` link. */
function mail(link: HTMLElement): { subject: string; body: string } {
  const href = link.getAttribute('href') ?? '';
  const params = new URLSearchParams(href.slice('mailto:?'.length));
  return { subject: params.get('subject') ?? '', body: params.get('body') ?? '' };
}

describe('the referral page in Spanish', () => {
  it('speaks Spanish to a visitor, with Spanish notes linking the Spanish main page', () => {
    const { container } = renderSpanish();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Recomiende HomePay a una familia',
    );
    expect(
      screen.getByRole('button', { name: 'Iniciar sesión para obtener su enlace' }),
    ).toBeVisible();
    const friend = mail(screen.getByRole('link', { name: 'Enviar un correo a una familia' }));
    expect(friend.subject).toBe('HomePay facilita los impuestos por emplear a una niñera');
    expect(friend.body).toMatch(/\/app\/hp-vhp\/es$/);
    // The caregiver's note: Spanish, then the English note linking the English page.
    const employer = mail(screen.getByRole('link', { name: 'Enviar un correo a mi familia' }));
    expect(employer.body).toMatch(/^Hola:[\s\S]*\/app\/hp-vhp\/es\n[\s\S]*— In English —\n\nHi,/);
    expect(employer.body).toMatch(/\/app\/hp-vhp\n\nThank you!$/);
    // No reward sentence when none is set in Spanish.
    expect(container.querySelector('[data-referral-reward]')).toBeNull();
    for (const english of [
      'Refer a family',
      'Your referral link',
      'Sign in',
      'Email',
      'Caregivers:',
    ])
      expect(container.textContent).not.toContain(english);
  });

  it('states the Spanish reward sentence when one is set', () => {
    const { container } = renderSpanish({}, SPANISH_REWARD);
    expect(container.querySelector('[data-referral-reward]')).toHaveTextContent(SPANISH_REWARD);
  });

  it('gives a member their link to the Spanish main page, to copy, e-mail and text in Spanish', () => {
    renderSpanish({ auth: signedInAuth() });
    const link = 'http://localhost:3000/app/hp-vhp/es?rx=a1b2c3d4';
    const section = screen.getByRole('region', { name: 'Su enlace para recomendarnos' });
    expect(within(section).getByLabelText('Enlace de recomendación para copiar')).toHaveValue(link);
    expect(within(section).getByRole('button', { name: 'Copiar el enlace' })).toBeEnabled();
    const friend = mail(
      within(section).getByRole('link', { name: 'Enviar un correo a una familia' }),
    );
    expect(friend.body).toContain(
      `Usamos HomePay para la nómina y los impuestos de nuestra niñera`,
    );
    expect(friend.body.endsWith(link)).toBe(true);
    const text = within(section).getByRole('link', {
      name: 'Enviar un mensaje de texto a una familia',
    });
    expect(decodeURIComponent(text.getAttribute('href') ?? '')).toBe(
      `sms:?&body=Usamos HomePay para la nómina y los impuestos de nuestra niñera. Le recomiendo que lo vea; la consulta es gratis: ${link}`,
    );
    // The caregiver's note carries her code in both halves: the Spanish page, then the English.
    const employer = mail(screen.getByRole('link', { name: 'Enviar un correo a mi familia' }));
    expect(employer.body).toContain(`${link}\n`);
    expect(employer.body).toContain('http://localhost:3000/app/hp-vhp?rx=a1b2c3d4\n');
  });
});
