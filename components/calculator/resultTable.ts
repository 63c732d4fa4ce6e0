import { styled } from '@mui/material/styles';

/**
 * The results' tables on a native `<table>` (MUI's Table family is ~3 kB gzip of cells): dense
 * rows with a divider, numbers right-aligned and unbroken (`data-num` on their cells). On a phone
 * a table of three or more columns (`data-stack`) turns each row into a card: its header on a line, then one "label … value" line per cell, the
 * label from the cell's `data-label` (the column's name), so nothing scrolls sideways at 320 px.
 * For the islands, which load with MUI; the same rules for a first load without it (the offer
 * sheet) are in `resultTable.module.css`: a change to one is made to both.
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
  [theme.breakpoints.down('sm')]: {
    // The column headers stay for screen readers; each cell shows its own on screen.
    // A row group ignores width and overflow: as a block it can be shrunk to nothing.
    '&[data-stack] thead': {
      display: 'block',
      position: 'absolute',
      width: 1,
      height: 1,
      overflow: 'hidden',
      clipPath: 'inset(50%)',
      whiteSpace: 'nowrap',
    },
    '&[data-stack] tbody tr': {
      display: 'block',
      padding: '8px 0',
      borderBottom: `1px solid ${theme.palette.divider}`,
    },
    '&[data-stack] tbody th': {
      display: 'block',
      padding: '0 0 4px',
      border: 0,
      fontWeight: 600,
      whiteSpace: 'normal',
    },
    '&[data-stack] tbody td': {
      display: 'flex',
      justifyContent: 'space-between',
      alignItems: 'baseline',
      gap: 16,
      padding: '2px 0',
      border: 0,
    },
    '&[data-stack] tbody td[data-label]::before': {
      content: 'attr(data-label)',
      textAlign: 'left',
      fontWeight: 400,
      whiteSpace: 'normal',
      color: theme.palette.text.secondary,
    },
  },
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
