import { screen, within } from '@testing-library/react';
import ReviewList from '@/components/content/ReviewList';
import SocialRatings from '@/components/content/SocialRatings';
import type { ReviewSources } from '@/lib/platform/config/siteConfig';
import { HOME_TEXT, SOCIAL_RATINGS } from '@/lib/site/content/homeContent';
import { HOME_REVIEWS } from '@/lib/site/content/reviews';
import { renderWithProviders } from '../../../support/renderWithProviders';

const UNSET: ReviewSources = {
  facebook: { count: null, url: null },
  google: { count: null, url: null },
};

const ratingOf = (container: HTMLElement, id: string) =>
  container.querySelector<HTMLElement>(`[data-rating="${id}"]`)!;

describe('SocialRatings', () => {
  it('shows each rating’s review count, linked to the reviews', () => {
    const { container } = renderWithProviders(
      <SocialRatings
        ratings={SOCIAL_RATINGS}
        text={HOME_TEXT.en.ratings}
        sources={{
          facebook: { count: 1284, url: 'https://www.facebook.com/example/reviews' },
          google: { count: 1, url: 'https://g.page/example/review' },
        }}
      />,
    );
    const facebook = within(ratingOf(container, 'facebook')).getByRole('link', {
      name: '1,284 reviews on Facebook',
    });
    expect(facebook).toHaveAttribute('href', 'https://www.facebook.com/example/reviews');
    expect(facebook).toHaveTextContent('1,284 reviews');
    expect(
      within(ratingOf(container, 'google')).getByRole('link', { name: '1 review on Google' }),
    ).toHaveAttribute('href', 'https://g.page/example/review');
  });

  it('shows a count without a link, and a link without a count, as configured', () => {
    const { container } = renderWithProviders(
      <SocialRatings
        ratings={SOCIAL_RATINGS}
        text={HOME_TEXT.en.ratings}
        sources={{
          facebook: { count: 40, url: null },
          google: { count: null, url: 'https://g.page/example/review' },
        }}
      />,
    );
    expect(ratingOf(container, 'facebook')).toHaveTextContent('40 reviews');
    expect(within(ratingOf(container, 'facebook')).queryByRole('link')).toBeNull();
    expect(
      within(ratingOf(container, 'google')).getByRole('link', {
        name: 'Read the reviews on Google',
      }),
    ).toBeInTheDocument();
  });

  it('shows the stars alone when neither is configured', () => {
    renderWithProviders(
      <SocialRatings ratings={SOCIAL_RATINGS} sources={UNSET} text={HOME_TEXT.en.ratings} />,
    );
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByRole('img', { name: '4.5 out of 5 stars on Facebook' })).toBeInTheDocument();
  });
});

describe('ReviewList', () => {
  it('puts every card’s author line at the bottom, so the footers align', () => {
    const { container } = renderWithProviders(<ReviewList reviews={HOME_REVIEWS} />);
    for (const caption of container.querySelectorAll('figcaption')) {
      expect(getComputedStyle(caption).marginTop).toBe('auto');
      const figure = caption.closest('figure')!;
      expect(getComputedStyle(figure).flexDirection).toBe('column');
      expect(getComputedStyle(figure).height).toBe('100%');
    }
  });

  it('speaks the page’s language: counts, links and star labels in Spanish', () => {
    renderWithProviders(
      <SocialRatings
        ratings={SOCIAL_RATINGS}
        text={HOME_TEXT.es.ratings}
        sources={{
          facebook: { count: 1284, url: 'https://www.facebook.com/example/reviews' },
          google: { count: null, url: 'https://g.page/example/review' },
        }}
      />,
    );
    expect(
      screen.getByRole('list', { name: 'Calificaciones en redes sociales' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '1,284 reseñas en Facebook' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Leer las reseñas en Google' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '4.5 de 5 estrellas en Facebook' })).toBeInTheDocument();
  });
});
