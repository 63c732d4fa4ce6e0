import Link from '@/components/ui/Link';
import typography from '@/components/ui/typography.module.css';
import type { ReviewSource, ReviewSources } from '@/lib/platform/config/siteConfig';
import type { SocialRating } from '@/lib/site/content/homeContent';
import StarRating from './StarRating';
import styles from './SocialRatings.module.css';

interface SocialRatingsProps {
  ratings: readonly SocialRating[];
  /** How many reviews each rating is from and where to read them (configuration). */
  sources: ReviewSources;
}

/** "128 reviews", or null without a count. */
function reviewCountText(source: ReviewSource): string | null {
  return source.count === null
    ? null
    : `${source.count.toLocaleString('en-US')} review${source.count === 1 ? '' : 's'}`;
}

/** The rating's count, as a link to the reviews where one is configured, so it can be checked. */
function ReviewsOf({ rating, source }: { rating: SocialRating; source: ReviewSource }) {
  const count = reviewCountText(source);
  if (source.url === null) return count === null ? null : <span>{count}</span>;
  const text = count ?? 'Read the reviews';
  return (
    <Link href={source.url} external aria-label={`${text} on ${rating.source}`}>
      {text}
    </Link>
  );
}

/** The star ratings families gave us on social sites, with their counts and links. */
export default function SocialRatings({ ratings, sources }: SocialRatingsProps) {
  return (
    <ul aria-label="Ratings on social sites" className={styles.list}>
      {ratings.map((rating) => (
        <li key={rating.id} data-rating={rating.id} className={styles.rating}>
          <span className={`${typography.body1} ${styles.source}`}>{rating.source}</span>
          <StarRating
            value={rating.stars}
            label={`${rating.stars.toFixed(1)} out of 5 stars on ${rating.source}`}
          />
          <span className={typography.body1} aria-hidden="true">
            {rating.stars.toFixed(1)}
          </span>
          <ReviewsOf rating={rating} source={sources[rating.id]} />
        </li>
      ))}
    </ul>
  );
}
