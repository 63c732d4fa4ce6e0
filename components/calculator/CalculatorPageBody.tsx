import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { type ReactNode } from 'react';
import PageHero from '@/components/content/PageHero';
import { ActionLink } from '@/components/ui/ActionButton';
import type { FeatureFlags } from '@/lib/platform/flags/flagNames';
import { telHref } from '@/lib/site/seo/navigation';
import CalculatorNotice from './CalculatorNotice';

interface CalculatorPageBodyProps {
  title: string;
  lead: string;
  flags: Pick<FeatureFlags, 'nannyTaxCalculator' | 'calculatorDowntime'>;
  supportPhone: string;
  /** What the gate flag off offers instead: a calculation by phone. */
  offer: { title: string; text: string };
  /** Wide enough for the share's family columns, or the single calculator's two. */
  maxWidth: 'lg' | 'xl';
  /** The calculator, shown when the flags allow it. */
  children: ReactNode;
  /** Shown under the calculator or the notice, whatever the flags. */
  after?: ReactNode;
}

/**
 * Either calculator page's body. Flags decide what shows (docs/calculator.md#what-the-page-shows):
 * the downtime flag a maintenance notice with the phone number, the gate flag off an offer of a
 * free calculation by phone, otherwise the calculator.
 */
export default function CalculatorPageBody({
  title,
  lead,
  flags,
  supportPhone,
  offer,
  maxWidth,
  children,
  after,
}: CalculatorPageBodyProps) {
  const phone = <a href={telHref(supportPhone)}>{supportPhone}</a>;
  return (
    <>
      {/* On paper the hero shrinks to its title, so the results fit one page. */}
      <Box sx={{ '@media print': { '& > div': { py: 0 }, '& p': { display: 'none' } } }}>
        <PageHero eyebrow="Free tool" title={title} lead={lead} />
      </Box>
      <Container maxWidth={maxWidth} sx={{ py: { xs: 4, md: 6 }, '@media print': { py: 1 } }}>
        {flags.calculatorDowntime ? (
          <CalculatorNotice tone="info" role="status" data-calculator-state="downtime">
            <Typography component="p" sx={{ fontWeight: 700, mb: 0.5 }}>
              The calculator is down for maintenance
            </Typography>
            We’re updating it and it will be back shortly. For an estimate right now, call {phone}{' '}
            and a specialist will work it out with you.
          </CalculatorNotice>
        ) : !flags.nannyTaxCalculator ? (
          <CalculatorNotice tone="info" data-calculator-state="gated" sx={{ p: 3 }}>
            <Typography variant="h2" component="p" sx={{ fontSize: '1.5rem', mb: 1 }}>
              {offer.title}
            </Typography>
            <Typography sx={{ mb: 2 }}>{offer.text}</Typography>
            <ActionLink href={telHref(supportPhone)} variant="contained">
              Call {supportPhone}
            </ActionLink>
          </CalculatorNotice>
        ) : (
          children
        )}
        {after}
      </Container>
    </>
  );
}
