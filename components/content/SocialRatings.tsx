import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import Link from '@/components/ui/Link';
import type { ReviewSource, ReviewSources } from '@/lib/platform/config/siteConfig';
import type { SocialRating } from '@/lib/site/content/homeContent';
import StarRating from './StarRating';

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
    <Box
      component="ul"
      aria-label="Ratings on social sites"
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 4 }}
    >
      {ratings.map((rating) => (
        <Box
          component="li"
          key={rating.id}
          data-rating={rating.id}
          sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}
        >
          <Typography component="span" sx={{ fontWeight: 700 }}>
            {rating.source}
          </Typography>
          <StarRating
            value={rating.stars}
            label={`${rating.stars.toFixed(1)} out of 5 stars on ${rating.source}`}
          />
          <Typography component="span" aria-hidden="true">
            {rating.stars.toFixed(1)}
          </Typography>
          <ReviewsOf rating={rating} source={sources[rating.id]} />
        </Box>
      ))}
    </Box>
  );
}
