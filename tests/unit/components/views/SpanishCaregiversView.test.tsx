import { screen } from '@testing-library/react';
import { inSpanish } from '@/components/layout/inSpanish';
import CaregiversView from '@/components/views/CaregiversView';
import { CAREGIVERS_TEXT } from '@/lib/site/content/caregiverContent';
import { HERO_ART } from '@/lib/site/content/illustrations';
import { pagePropsFixture } from '../../../support/pageProps.fixture';
import { preloadPageIslands } from '../../../support/pageIslands';
import { renderWithProviders } from '../../../support/renderWithProviders';

const SpanishView = inSpanish(CaregiversView);

beforeAll(preloadPageIslands);

describe('the caregivers page in Spanish', () => {
  it('sends a caregiver to the Spanish referral page and describes its picture in Spanish', () => {
    const props = pagePropsFixture('caregivers', { locale: 'es' });
    renderWithProviders(<SpanishView {...props} text={CAREGIVERS_TEXT.es} />, { pageProps: props });
    expect(screen.getByRole('link', { name: 'Recomiéndenos a su familia' })).toHaveAttribute(
      'href',
      '/es/referral',
    );
    const picture = document.querySelector('[data-hero-art="caregivers"] img');
    expect(picture).toHaveAttribute('alt', CAREGIVERS_TEXT.es.hero.artAlt);
    expect(picture).not.toHaveAttribute('alt', HERO_ART.caregivers.alt);
  });
});
