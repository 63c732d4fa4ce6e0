import { styled } from '@mui/material/styles';

/**
 * The results' tables on a native `<table>` (MUI's Table family is ~3 kB gzip of cells): dense
 * rows with a divider, numbers right-aligned and unbroken (`data-num` on their cells).
 */
export const ResultTable = styled('table')(({ theme }) => ({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: '0.875rem',
  lineHeight: 1.43,
  '& th, & td': {
    padding: '6px 16px',
    textAlign: 'left',
    verticalAlign: 'top',
    borderBottom: `1px solid ${theme.palette.divider}`,
  },
  '& thead th': { fontWeight: 600, verticalAlign: 'bottom' },
  '& tbody th': { fontWeight: 400 },
  '& [data-num]': { textAlign: 'right', whiteSpace: 'nowrap' },
  '& [data-strong]': { fontWeight: 700 },
  '& caption': { captionSide: 'top', textAlign: 'left', padding: '0 0 8px', fontWeight: 700 },
}));

/** A wide table scrolls sideways on a phone; the region is focusable so keyboards can scroll it. */
export const TableScroll = styled('div')({
  overflowX: 'auto',
  '@media print': { overflow: 'visible' },
});

/** A link in the results (a source, a citation) in the theme's link colour. */
export const ResultLink = styled('a')(({ theme }) => ({
  color: theme.palette.primary.main,
  textUnderlineOffset: 2,
  '&:focus-visible': { outline: `3px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
}));
