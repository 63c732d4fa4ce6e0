import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { YEAR_END_FEE_TEXT } from '@/lib/site/content/pricingContent';
import type { Locale } from '@/lib/site/i18n/locale';
import UnbrokenFormNames from './UnbrokenFormNames';

/** The $100 year-end fee and the forms it covers (docs/site.md#year-end-fee), as a framed box. */
export default function YearEndFeeBox({ locale }: { locale: Locale }) {
  const text = YEAR_END_FEE_TEXT[locale];
  return (
    <Box
      data-year-end-fee
      sx={{
        p: 3,
        borderRadius: 2,
        bgcolor: 'background.default',
        border: 1,
        borderColor: 'divider',
        maxWidth: 640,
      }}
    >
      <Typography variant="h3" sx={{ mb: 1 }}>
        {text.title}
      </Typography>
      <Typography color="text.secondary">
        <UnbrokenFormNames text={text.body} />
      </Typography>
    </Box>
  );
}
