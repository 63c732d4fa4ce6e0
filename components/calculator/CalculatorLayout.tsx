import Box from '@mui/material/Box';
import { type ReactNode } from 'react';

interface CalculatorLayoutProps {
  /** Marks the calculator for the page's scripts and tests (`data-calculator`…). */
  marker: 'calculator' | 'share-calculator';
  /** From which breakpoint the form sits beside the results (the share's columns want `lg`). */
  sideBySideFrom: 'md' | 'lg';
  form: ReactNode;
  /** The results column: the status notice, the results, the e-mail form. */
  children: ReactNode;
}

/**
 * Either calculator's layout: the form beside its results from a breakpoint, stacked on a phone,
 * and on paper the results alone (the form is marked no-print).
 */
export default function CalculatorLayout({
  marker,
  sideBySideFrom,
  form,
  children,
}: CalculatorLayoutProps) {
  return (
    <Box
      {...{ [`data-${marker}`]: true }}
      sx={{
        display: 'grid',
        gap: { xs: 4, md: sideBySideFrom === 'md' ? 6 : 5 },
        gridTemplateColumns: {
          xs: 'minmax(0, 1fr)',
          [sideBySideFrom]: 'minmax(0, 4fr) minmax(0, 8fr)',
        },
        alignItems: 'start',
        '@media print': { display: 'block' },
      }}
    >
      {form}
      {children}
    </Box>
  );
}
