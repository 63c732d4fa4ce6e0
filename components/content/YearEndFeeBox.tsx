import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { YEAR_END_FEE_COPY } from '@/lib/site/content/pricingContent';
import UnbrokenFormNames from './UnbrokenFormNames';

/** The $100 year-end fee and the forms it covers (docs/site.md#year-end-fee), as a framed box. */
export default function YearEndFeeBox() {
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
        {YEAR_END_FEE_COPY.title}
      </Typography>
      <Typography color="text.secondary">
        <UnbrokenFormNames text={YEAR_END_FEE_COPY.body} />
      </Typography>
    </Box>
  );
}
