import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

interface CardGridProps {
  /** Columns from md up. */
  columns: 2 | 3;
  /** Two columns from sm (600 px) up, before the md layout applies. */
  twoColumnsFromSm?: boolean;
  children: ReactNode;
  /** Marks the list for tests and analytics, e.g. `data-pricing`. */
  [dataAttribute: `data-${string}`]: string | undefined;
}

/** A list of cards in a responsive grid: one column on phones, `columns` from md up. */
export function CardGrid({ columns, twoColumnsFromSm = false, children, ...data }: CardGridProps) {
  return (
    <Box
      component="ul"
      {...data}
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 3,
        gridTemplateColumns: {
          xs: '1fr',
          ...(twoColumnsFromSm ? { sm: 'repeat(2, 1fr)' } : {}),
          md: `repeat(${columns}, 1fr)`,
        },
      }}
    >
      {children}
    </Box>
  );
}

interface CardGridItemProps {
  /** A stronger primary-coloured border, for the recommended choice. */
  highlighted?: boolean;
  children: ReactNode;
}

/** One card of a {@link CardGrid}. */
export function CardGridItem({ highlighted = false, children }: CardGridItemProps) {
  return (
    <Box
      component="li"
      sx={{
        p: 3,
        borderRadius: 2,
        bgcolor: 'background.default',
        border: highlighted ? 2 : 1,
        borderColor: highlighted ? 'primary.main' : 'divider',
      }}
    >
      {children}
    </Box>
  );
}
