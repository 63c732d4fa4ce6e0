import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import UnbrokenFormNames from './UnbrokenFormNames';

interface CheckListProps {
  items: readonly ReactNode[];
  /** Numbered steps instead of ticks. */
  ordered?: boolean;
}

/** A list of ticks or numbered steps, with the marker drawn in CSS so it is not read aloud twice. */
export default function CheckList({ items, ordered = false }: CheckListProps) {
  return (
    <Box
      component={ordered ? 'ol' : 'ul'}
      sx={{
        m: 0,
        pl: 0,
        listStyle: 'none',
        counterReset: 'step',
        display: 'grid',
        gap: 1.5,
        '& > li': { position: 'relative', pl: 4.5, lineHeight: 1.6 },
        '& > li::before': ordered
          ? {
              counterIncrement: 'step',
              content: 'counter(step)',
              position: 'absolute',
              left: 0,
              top: 0,
              width: 26,
              height: 26,
              borderRadius: '50%',
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
              fontWeight: 700,
              fontSize: '0.875rem',
              display: 'grid',
              placeItems: 'center',
            }
          : {
              content: '""',
              position: 'absolute',
              left: 6,
              top: 6,
              width: 7,
              height: 13,
              borderRight: 3,
              borderBottom: 3,
              borderColor: 'secondary.main',
              transform: 'rotate(45deg)',
            },
      }}
    >
      {items.map((item, index) => (
        <li key={index}>{typeof item === 'string' ? <UnbrokenFormNames text={item} /> : item}</li>
      ))}
    </Box>
  );
}
