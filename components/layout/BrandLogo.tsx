import Box from '@mui/material/Box';
import RoutedLink from '@/components/ui/RoutedLink';

interface BrandLogoProps {
  brandName: string;
}

/** The wordmark, linking home. A house mark drawn inline keeps it crisp and costs no request. */
export default function BrandLogo({ brandName }: BrandLogoProps) {
  return (
    <Box
      component={RoutedLink}
      href="/"
      aria-label={`${brandName} home`}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        color: 'primary.main',
        textDecoration: 'none',
        fontWeight: 800,
        fontSize: '1.375rem',
        letterSpacing: '-0.01em',
      }}
    >
      <svg width="28" height="28" viewBox="0 0 28 28" aria-hidden="true" focusable="false">
        <path d="M14 3 2 13h3.5v12h7v-7h3v7h7V13H26z" fill="currentColor" />
      </svg>
      <span>{brandName}</span>
    </Box>
  );
}
