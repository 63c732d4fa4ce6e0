import { useEffect, type ComponentProps } from 'react';
import { deferredIsland } from '@/components/hydration/deferredIsland';
import { createDemand } from '@/lib/site/hydration/demand';
import { whenIdle } from '@/lib/platform/browser/whenIdle';

const reviewsDemand = createDemand();

const ReviewListIsland = deferredIsland(() => import('./ReviewList'), reviewsDemand, {
  name: 'reviews',
});

type ReviewsIslandProps = ComponentProps<typeof ReviewListIsland>;

/**
 * The reviews, server-rendered in full; their code (the "Read more" toggles that fold long
 * quotes) loads once the page is loaded and the browser idle, outside the first load. Until then
 * the quotes stand unfolded, as without JavaScript; the section sits far below the first screen.
 */
function ReviewsIsland(props: ReviewsIslandProps) {
  useEffect(() => whenIdle(reviewsDemand.request), []);
  return <ReviewListIsland {...props} />;
}

export default Object.assign(ReviewsIsland, { preload: ReviewListIsland.preload });
