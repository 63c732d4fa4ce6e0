import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import Link from '@/components/ui/Link';
import { PAGE_LINKS } from '@/lib/site/seo/pageLinks';

/** How the share is worked out, in plain words, under the calculator (screen only). */
export default function ShareExplainer() {
  return (
    <Box data-no-print sx={{ mt: 6, maxWidth: '48em', display: 'grid', gap: 1.5 }}>
      <Typography variant="h2" sx={{ fontSize: '1.5rem' }}>
        How a nanny share is worked out
      </Typography>
      <Typography>
        Each family is a separate employer for taxes: each checks the $3,000 Social Security and
        Medicare threshold, the $1,000-a-quarter federal unemployment test and the state
        unemployment test on its own share of the wages, and each files its own Schedule H and gives
        the nanny its own W-2.
      </Typography>
      <Typography>
        For overtime the families are joint employers: the shared hours and every family’s solo
        hours count together in the week. The regular rate is the week’s straight-time pay divided
        by its hours, the average of the rates worked. The overtime premium is split in proportion
        to each family’s straight-time pay that week, or in proportion to each family’s hours if you
        choose.
      </Typography>
      <Typography>
        One family instead?{' '}
        <Link href={PAGE_LINKS.nannyTaxCalculator.path}>Use the nanny tax calculator</Link>, which
        also prints an offer sheet.
      </Typography>
    </Box>
  );
}
