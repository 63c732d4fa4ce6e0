import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { type OfferSheetModel } from '@/lib/calculator/offer/offerSheet';
import { sickTimeShortfall } from '@/lib/calculator/offer/sickTimeShortfall';
import OfferFootnotes, { FootnoteMark } from './OfferFootnotes';
import OfferHeader from './OfferHeader';
import OfferLines from './OfferLines';
import OfferWarning from './OfferWarning';
import SickLeaveNote from './SickLeaveNote';
import SickTimeWarning from './SickTimeWarning';
import SignatureLines from './SignatureLines';

function Part({ title, children }: { title: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <Box component="section" aria-labelledby={id}>
      <Typography id={id} variant="h2" sx={{ fontSize: '1.1rem', mb: 0.5 }}>
        {title}
      </Typography>
      {children(id)}
    </Box>
  );
}

/** "5 days" or a blank line to fill in by hand. */
function filled(value: number | null, unit: string): string {
  return value === null ? `______ ${unit}` : `${value} ${unit}`;
}

/**
 * The printable offer: pay and schedule, withholding, time off with the state's sick-time
 * minimum, the family's cost, and signature lines. Sized to print on one A4 or Letter page.
 */
export default function OfferSheet({
  offer,
  brandName,
}: {
  offer: OfferSheetModel;
  brandName: string;
}) {
  const { sickHours } = offer.timeOff;
  const minimum = sickTimeShortfall(offer.sickLeave, sickHours);
  return (
    <Box
      data-offer-sheet
      sx={{
        display: 'grid',
        // minmax(0, …) and wrapping figures: at 320 px the tables fit the page instead of widening it.
        gridTemplateColumns: 'minmax(0, 1fr)',
        gap: 2.5,
        '& table td[data-num]': { whiteSpace: 'normal', overflowWrap: 'anywhere' },
        '@media print': {
          gap: '7pt',
          fontSize: '9pt',
          lineHeight: 1.3,
          '& h1': { fontSize: '15pt' },
          '& h2': { fontSize: '10.5pt', mb: '2pt' },
          '& p': { fontSize: 'inherit' },
          '& table th, & table td': { py: '1.5pt', px: '4pt', fontSize: '9pt', lineHeight: 1.25 },
          '& a': { color: 'inherit', textDecoration: 'none' },
        },
      }}
    >
      <OfferHeader brandName={brandName} preparedOn={offer.preparedOn} />
      <Part title="Pay and schedule">
        {(id) => (
          <>
            <OfferLines lines={offer.pay} labelledBy={id} />
            {offer.wageWarnings.map((message, index) => (
              <OfferWarning key={message}>
                {message}
                <FootnoteMark note={offer.footnotes.find((note) => note.cites === index)} />
              </OfferWarning>
            ))}
          </>
        )}
      </Part>
      <Part title="What the family withholds">
        {(id) => <OfferLines lines={offer.withholding} labelledBy={id} />}
      </Part>
      <Part title="Time off">
        {() => (
          <Box sx={{ display: 'grid', gap: 0.75 }}>
            <Typography>Paid time off: {filled(offer.timeOff.ptoDays, 'days a year')}</Typography>
            <Typography>Paid sick time: {filled(sickHours, 'hours a year')}</Typography>
            {minimum !== null && sickHours !== null && (
              <SickTimeWarning
                sickHours={sickHours}
                minimum={minimum}
                stateName={offer.stateName}
              />
            )}
            <SickLeaveNote sickLeave={offer.sickLeave} stateName={offer.stateName}>
              <FootnoteMark note={offer.footnotes.find((note) => note.cites === 'sickLeave')} />
            </SickLeaveNote>
          </Box>
        )}
      </Part>
      <Part title="The family’s cost">
        {(id) => <OfferLines lines={offer.cost} labelledBy={id} />}
      </Part>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Figures for {offer.stateName}, tax year {offer.taxYear}, from the nanny tax calculator:
        estimates, not legal or tax advice. Both sides agree to the rates and hours above.
      </Typography>
      <SignatureLines />
      <OfferFootnotes notes={offer.footnotes} />
    </Box>
  );
}
