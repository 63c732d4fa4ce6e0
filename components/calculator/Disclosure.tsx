import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

interface DisclosureProps {
  title: string;
  /** Left out of the one-page printout (the screen keeps it). */
  screenOnly?: boolean;
  children: (headingId: string) => ReactNode;
}

/**
 * A results section behind a heading that opens it: a native `<details>`, so it opens before the
 * page's code has loaded and costs no JavaScript; printing shows it open.
 */
export default function Disclosure({ title, screenOnly = false, children }: DisclosureProps) {
  const id = useId();
  return (
    <Box
      component="details"
      data-disclosure
      {...(screenOnly ? { 'data-no-print': true } : {})}
      sx={{
        borderTop: 1,
        borderColor: 'divider',
        pt: 1,
        '& > summary': {
          cursor: 'pointer',
          minHeight: 44,
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          listStyle: 'none',
          '&::-webkit-details-marker': { display: 'none' },
          '&::before': { content: '"▸"', fontSize: '1rem', transition: 'transform 150ms' },
          '&:focus-visible': { outline: 3, outlineColor: 'primary.main', outlineOffset: 2 },
          '@media (prefers-reduced-motion: reduce)': { '&::before': { transition: 'none' } },
        },
        '&[open] > summary::before': { transform: 'rotate(90deg)' },
        '& > div': { pt: 1, pb: 2 },
        '@media print': {
          '&::details-content': { contentVisibility: 'visible', display: 'block' },
        },
      }}
    >
      <summary>
        <Typography id={id} variant="h3" component="h3" sx={{ fontSize: '1.15rem', m: 0 }}>
          {title}
        </Typography>
      </summary>
      <div>{children(id)}</div>
    </Box>
  );
}
