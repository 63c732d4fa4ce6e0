import Typography from '@mui/material/Typography';
import type { Blurb } from '@/lib/site/content/homeContent';
import { CardGrid, CardGridItem } from './CardGrid';
import UnbrokenFormNames from './UnbrokenFormNames';

interface BlurbGridProps {
  blurbs: readonly Blurb[];
  /** Columns from md up. */
  columns?: 2 | 3;
}

/** Short titled paragraphs in a responsive grid; each title is an h3 under the section's h2. */
export default function BlurbGrid({ blurbs, columns = 3 }: BlurbGridProps) {
  return (
    <CardGrid columns={columns} twoColumnsFromSm>
      {blurbs.map((blurb) => (
        <CardGridItem key={blurb.id}>
          <Typography variant="h3" sx={{ mb: 1 }}>
            {blurb.title}
          </Typography>
          <Typography color="text.secondary">
            <UnbrokenFormNames text={blurb.body} />
          </Typography>
        </CardGridItem>
      ))}
    </CardGrid>
  );
}
