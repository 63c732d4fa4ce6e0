import { styled } from '@mui/material/styles';
import { type ReactNode } from 'react';

interface FieldGroupProps {
  legend: string;
  children: ReactNode;
  /** The choices sit side by side (radio buttons), wrapping on a narrow screen. */
  inline?: boolean;
}

const Fieldset = styled('fieldset')({
  border: 0,
  margin: 0,
  padding: 0,
  minWidth: 0,
  display: 'grid',
  gap: 16,
  '&[data-inline]': { display: 'flex', flexWrap: 'wrap', columnGap: 24, rowGap: 0 },
});

const Legend = styled('legend')(({ theme }) => ({
  padding: 0,
  marginBottom: 12,
  fontWeight: 700,
  fontSize: '1.05rem',
  color: theme.palette.text.primary,
  '[data-inline] > &': { fontSize: '0.875rem', fontWeight: 600, marginBottom: 0 },
}));

/** Related fields under a legend: screen readers announce the legend with each field. */
export default function FieldGroup({ legend, children, inline = false }: FieldGroupProps) {
  return (
    <Fieldset {...(inline ? { 'data-inline': true } : {})}>
      <Legend>{legend}</Legend>
      {children}
    </Fieldset>
  );
}
