import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import Link from '@/components/ui/Link';
import { type OfferSheetModel } from '@/lib/calculator/offer/offerSheet';
import { PAGE_LINKS } from '@/lib/site/seo/pageLinks';
import OfferSheet from './OfferSheet';
import PrintButton from './PrintButton';
import TimeOffForm from './TimeOffForm';

/** The offer with its time-off fields, which the sheet follows as they are typed. */
export default function OfferEditor({
  offer,
  brandName,
}: {
  offer: OfferSheetModel;
  brandName: string;
}) {
  const [timeOff, setTimeOff] = useState(offer.timeOff);
  return (
    <>
      <Box data-no-print sx={{ display: 'grid', gap: 2, mb: 4 }}>
        <Typography>
          Print this sheet, fill in the time off and the names, and sign it together. To change the
          pay or hours,{' '}
          <Link href={`${PAGE_LINKS.nannyTaxCalculator.path}?${offer.search}`}>
            go back to the calculator
          </Link>
          .
        </Typography>
        <TimeOffForm timeOff={offer.timeOff} search={offer.search} onChange={setTimeOff} />
        <Box>
          <PrintButton label="Print the offer" />
        </Box>
      </Box>
      <OfferSheet offer={{ ...offer, timeOff }} brandName={brandName} />
    </>
  );
}
