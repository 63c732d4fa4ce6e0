import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { type ResultsStatus } from '@/lib/calculator/calculatorState';
import { RESULTS_PRINT_STYLES } from './printStyles';

interface ResultsFrameProps {
  heading: string;
  status: ResultsStatus;
  /** Marks the section for the page's scripts and tests (`data-calculator-results`…). */
  marker: 'calculator-results' | 'share-results';
  /** What fades while the next result is worked out: the sections, or everything. */
  fade: 'sections' | 'all';
  children: ReactNode;
}

/** Either calculator's results section: its heading, and a fade while the next result comes. */
export default function ResultsFrame({
  heading,
  status,
  marker,
  fade,
  children,
}: ResultsFrameProps) {
  const headingId = useId();
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      aria-busy={status === 'updating'}
      {...{ [`data-${marker}`]: true }}
      sx={{
        // The figures fade while the next result is worked out (a fraction of a second).
        [`&[aria-busy="true"] > ${fade === 'all' ? '*' : 'section'}`]: {
          opacity: 0.6,
          transition: 'opacity 150ms 100ms',
        },
        display: 'grid',
        // minmax(0, …): a wide table scrolls inside its region instead of widening the page.
        gridTemplateColumns: 'minmax(0, 1fr)',
        gap: 3,
        ...RESULTS_PRINT_STYLES,
      }}
    >
      <Typography id={headingId} variant="h2" sx={{ fontSize: '1.5rem' }}>
        {heading}
      </Typography>
      {children}
    </Box>
  );
}
