import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SocialRating } from '@/lib/site/content/homeContent';
import StarRating from './StarRating';

interface SocialRatingsProps {
  ratings: readonly SocialRating[];
}

/** The star ratings families gave us on social sites. */
export default function SocialRatings({ ratings }: SocialRatingsProps) {
  return (
    <Box
      component="ul"
      aria-label="Ratings on social sites"
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 4 }}
    >
      {ratings.map((rating) => (
        <Box component="li" key={rating.id} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
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
        </Box>
      ))}
    </Box>
  );
}
