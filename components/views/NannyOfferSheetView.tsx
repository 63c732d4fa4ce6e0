import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import OfferSheet from '@/components/calculator/offer/OfferSheet';
import PrintButton from '@/components/calculator/offer/PrintButton';
import TimeOffForm from '@/components/calculator/offer/TimeOffForm';
import PageShell from '@/components/layout/PageShell';
import Link from '@/components/ui/Link';
import type { NannyOfferSheetPageProps } from '@/lib/calculator/offer/offerPageProps';
import { PAGE_CATALOGUE } from '@/lib/site/seo/pageCatalogue';
import { useState } from 'react';

/**
 * The "Make an offer" sheet: the calculator's result as an offer both sides sign, reachable by
 * the calculator's own query string on this path and printed on one page.
 */
export default function NannyOfferSheetView(props: NannyOfferSheetPageProps) {
  const { offer } = props;
  const [timeOff, setTimeOff] = useState(offer.timeOff);
  return (
    <PageShell {...props}>
      <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 }, '@media print': { py: 0 } }}>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, mb: 1 }}>
          Nanny job offer
        </Typography>
        <Box data-no-print sx={{ display: 'grid', gap: 2, mb: 4 }}>
          <Typography>
            Print this sheet, fill in the time off and the names, and sign it together. To change
            the pay or hours,{' '}
            <Link href={`${PAGE_CATALOGUE.nannyTaxCalculator.path}?${offer.search}`}>
              go back to the calculator
            </Link>
            .
          </Typography>
          <TimeOffForm timeOff={offer.timeOff} search={offer.search} onChange={setTimeOff} />
          <Box>
            <PrintButton label="Print the offer" />
          </Box>
        </Box>
        <OfferSheet offer={{ ...offer, timeOff }} />
      </Container>
    </PageShell>
  );
}
