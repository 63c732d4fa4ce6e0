import Link from '@/components/ui/Link';
import typography from '@/components/ui/typography.module.css';
import type { ReviewSource, ReviewSources } from '@/lib/platform/config/siteConfig';
import type { RatingsText, SocialRating } from '@/lib/site/content/homeContent';
import StarRating from './StarRating';
import styles from './SocialRatings.module.css';

interface SocialRatingsProps {
  ratings: readonly SocialRating[];
  /** How many reviews each rating is from and where to read them (configuration). */
  sources: ReviewSources;
  /** The strip's words in the page's language (lib/site/content/homeContent.ts). */
  text: RatingsText;
}

/** Fills a ratings phrase's `{name}` placeholders, literally (no `$&` patterns). */
function fill(phrase: string, values: Readonly<Record<string, string>>): string {
  return Object.entries(values).reduce(
    (filled, [name, value]) => filled.replaceAll(`{${name}}`, () => value),
    phrase,
  );
}

/** "128 reviews", or null without a count. */
function reviewCountText(source: ReviewSource, text: RatingsText): string | null {
  if (source.count === null) return null;
  const count = source.count.toLocaleString('en-US');
  return fill(source.count === 1 ? text.oneReview : text.reviews, { count });
}

/** The rating's count, as a link to the reviews where one is configured, so it can be checked. */
function ReviewsOf({
  rating,
  source,
  text,
}: {
  rating: SocialRating;
  source: ReviewSource;
  text: RatingsText;
}) {
  const count = reviewCountText(source, text);
  if (source.url === null) return count === null ? null : <span>{count}</span>;
  const words = count ?? text.readReviews;
  return (
    <Link
      href={source.url}
      external
      aria-label={fill(text.countOn, { text: words, source: rating.source })}
    >
      {words}
    </Link>
  );
}

/** The star ratings families gave us on social sites, with their counts and links. */
export default function SocialRatings({ ratings, sources, text }: SocialRatingsProps) {
  return (
    <ul aria-label={text.listLabel} className={styles.list}>
      {ratings.map((rating) => (
        <li key={rating.id} data-rating={rating.id} className={styles.rating}>
          <span className={`${typography.body1} ${styles.source}`}>{rating.source}</span>
          <StarRating
            value={rating.stars}
            label={fill(text.starsOn, { stars: rating.stars.toFixed(1), source: rating.source })}
          />
          <span className={typography.body1} aria-hidden="true">
            {rating.stars.toFixed(1)}
          </span>
          <ReviewsOf rating={rating} source={sources[rating.id]} text={text} />
        </li>
      ))}
    </ul>
  );
}
