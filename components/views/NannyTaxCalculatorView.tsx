import Container from '@mui/material/Container';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import CalculatorExplainerIsland from '@/components/calculator/CalculatorExplainerIsland';
import CalculatorNotice from '@/components/calculator/CalculatorNotice';
import NannyTaxCalculator from '@/components/calculator/NannyTaxCalculator';
import PageHero from '@/components/content/PageHero';
import PageShell from '@/components/layout/PageShell';
import { ActionLink } from '@/components/ui/ActionButton';
import type { NannyTaxCalculatorPageProps } from '@/lib/calculator/calculatorPageProps';
import { telHref } from '@/lib/site/seo/navigation';

/**
 * The free nanny tax calculator page. Flags decide what shows
 * (docs/calculator.md#what-the-page-shows): the downtime flag shows a maintenance notice with the
 * phone number; the gate flag off offers a free calculation by phone; otherwise the calculator,
 * starting from the input in the page URL.
 */
export default function NannyTaxCalculatorView(props: NannyTaxCalculatorPageProps) {
  const { site, flags, nonce, calculation } = props;
  const available = flags.nannyTaxCalculator && !flags.calculatorDowntime;
  return (
    <PageShell {...props}>
      {/* On paper the hero shrinks to its title, so the results fit one page. */}
      <Box sx={{ '@media print': { '& > div': { py: 0 }, '& p': { display: 'none' } } }}>
        <PageHero
          eyebrow="Free tool"
          title="Nanny tax calculator"
          lead="See what you owe in household employment taxes, what your nanny takes home, and what it costs you per paycheck and per year, in all 50 states and Washington D.C."
        />
      </Box>
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 }, '@media print': { py: 1 } }}>
        {flags.calculatorDowntime ? (
          <CalculatorNotice tone="info" role="status" data-calculator-state="downtime">
            <Typography component="p" sx={{ fontWeight: 700, mb: 0.5 }}>
              The calculator is down for maintenance
            </Typography>
            We’re updating it and it will be back shortly. For an estimate right now, call{' '}
            <a href={telHref(site.supportPhone)}>{site.supportPhone}</a> and a specialist will work
            it out with you.
          </CalculatorNotice>
        ) : null}
        {!flags.nannyTaxCalculator && !flags.calculatorDowntime ? (
          <CalculatorNotice tone="info" data-calculator-state="gated" sx={{ p: 3 }}>
            <Typography variant="h2" component="p" sx={{ fontSize: '1.5rem', mb: 1 }}>
              Get a free nanny tax calculation
            </Typography>
            <Typography sx={{ mb: 2 }}>
              Call us and a household payroll specialist will calculate your taxes and your nanny’s
              take-home pay for your state, for free and with no obligation.
            </Typography>
            <ActionLink href={telHref(site.supportPhone)} variant="contained">
              Call {site.supportPhone}
            </ActionLink>
          </CalculatorNotice>
        ) : null}
        {available ? (
          <NannyTaxCalculator
            site={site}
            flags={flags}
            nonce={nonce}
            initialCalculation={calculation}
          />
        ) : null}
      </Container>
      <CalculatorExplainerIsland supportPhone={site.supportPhone} />
    </PageShell>
  );
}
