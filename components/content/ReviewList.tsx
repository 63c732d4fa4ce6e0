import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Review } from '@/lib/site/content/reviews';
import { CardGrid, CardGridItem } from './CardGrid';
import ExpandableText from './ExpandableText';
import StarRating from './StarRating';
import UnbrokenFormNames from './UnbrokenFormNames';
import { usePageLanguage } from '@/components/ui/PageLanguage';

interface ReviewListProps {
  reviews: readonly Review[];
}

/** Customer reviews as quotes with their stars, author and location. */
export default function ReviewList({ reviews }: ReviewListProps) {
  const { shell } = usePageLanguage();
  return (
    <CardGrid columns={3}>
      {reviews.map((review) => (
        <CardGridItem key={review.id}>
          {/* A column filling the card: the author line sits at the bottom of every card alike. */}
          <Box
            component="figure"
            sx={{ m: 0, height: '100%', display: 'flex', flexDirection: 'column' }}
          >
            <StarRating value={review.rating} label={shell.starRating(review.rating)} />
            <Typography variant="h3" component="p" sx={{ mt: 1, mb: 1, fontSize: '1.125rem' }}>
              {review.impression}
            </Typography>
            <ExpandableText>
              <Typography component="blockquote" sx={{ m: 0 }}>
                “<UnbrokenFormNames text={review.body} />”
              </Typography>
            </ExpandableText>
            <Typography
              component="figcaption"
              color="text.secondary"
              sx={{ mt: 'auto', pt: 2, fontWeight: 600 }}
            >
              {review.author}, {review.location}
              {review.translatedFrom ? <span> · {shell.translatedFromEnglish}</span> : null}
            </Typography>
          </Box>
        </CardGridItem>
      ))}
    </CardGrid>
  );
}
