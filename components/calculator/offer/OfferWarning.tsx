import Box from '@mui/material/Box';
import { type ReactNode } from 'react';

/**
 * A warning on the sheet, on screen and on paper. A plain box, not MUI's `Alert`: the Alert and
 * its icons cost the page about 8 KiB of first-load JavaScript (docs/performance.md#budgets).
 */
export default function OfferWarning({ children }: { children: ReactNode }) {
  return (
    <Box
      role="alert"
      sx={{
        mt: 1,
        px: 1.5,
        py: 0.75,
        borderLeft: 4,
        borderColor: 'warning.main',
        bgcolor: 'background.default',
        color: 'text.primary',
        fontWeight: 600,
      }}
    >
      {children}
    </Box>
  );
}
