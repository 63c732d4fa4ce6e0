/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { renderToString } from 'react-dom/server';
import ReviewsIsland from '@/components/content/ReviewsIsland';
import { HOME_REVIEWS } from '@/lib/site/content/reviews';

const root = path.join(__dirname, '../../../..');

describe('ReviewsIsland on the server', () => {
  it('renders every review in full in its island, with no toggle before the code is here', async () => {
    await ReviewsIsland.preload();
    const html = renderToString(<ReviewsIsland reviews={HOME_REVIEWS} />);
    expect(html.startsWith('<div data-island="reviews">')).toBe(true);
    for (const review of HOME_REVIEWS) expect(html).toContain(review.author);
    expect(html).not.toContain('Read more');
  });

  it.each(['pages/index.tsx', 'pages/caregivers.tsx'])('is preloaded by %s', (page) => {
    const source = readFileSync(path.join(root, page), 'utf8');
    expect(source).toMatch(/withIslands\([^]*\bReviewsIsland\b/);
  });
});
