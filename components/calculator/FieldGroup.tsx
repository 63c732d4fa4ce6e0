import Box from '@mui/material/Box';
import { type ReactNode } from 'react';

interface FieldGroupProps {
  legend: string;
  children: ReactNode;
}

/** Related fields under a legend: screen readers announce the legend with each field. */
export default function FieldGroup({ legend, children }: FieldGroupProps) {
  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0, display: 'grid', gap: 2 }}>
      <Box
        component="legend"
        sx={{ p: 0, mb: 1.5, fontWeight: 700, fontSize: '1.05rem', color: 'text.primary' }}
      >
        {legend}
      </Box>
      {children}
    </Box>
  );
}
