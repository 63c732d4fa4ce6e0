import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import OfferEditor from '@/components/calculator/offer/OfferEditor';
import OfferPrompt from '@/components/calculator/offer/OfferPrompt';
import PageShell from '@/components/layout/PageShell';
import type { NannyOfferSheetPageProps } from '@/lib/calculator/offer/offerPageProps';

/**
 * The "Make an offer" sheet: the calculator's result as an offer both sides sign, reachable by
 * the calculator's own query string on this path and printed on one page; opened without one,
 * it asks for the figures rather than showing a made-up offer.
 */
export default function NannyOfferSheetView(props: NannyOfferSheetPageProps) {
  const { offer } = props;
  return (
    <PageShell {...props}>
      <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 }, '@media print': { py: 0 } }}>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, mb: 1 }}>
          Nanny job offer
        </Typography>
        {offer ? <OfferEditor offer={offer} brandName={props.site.brandName} /> : <OfferPrompt />}
      </Container>
    </PageShell>
  );
}
