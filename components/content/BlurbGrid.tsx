import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Blurb } from '@/lib/content/homeContent';

interface BlurbGridProps {
  blurbs: readonly Blurb[];
  /** Columns from md up. */
  columns?: 2 | 3;
}

/** Short titled paragraphs in a responsive grid; each title is an h3 under the section's h2. */
export default function BlurbGrid({ blurbs, columns = 3 }: BlurbGridProps) {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: `repeat(${columns}, 1fr)` },
      }}
    >
      {blurbs.map((blurb) => (
        <Box
          component="li"
          key={blurb.id}
          sx={{
            p: 3,
            borderRadius: 2,
            border: 1,
            borderColor: 'divider',
            bgcolor: 'background.default',
          }}
        >
          <Typography variant="h3" sx={{ mb: 1 }}>
            {blurb.title}
          </Typography>
          <Typography color="text.secondary">{blurb.body}</Typography>
        </Box>
      ))}
    </Box>
  );
}
