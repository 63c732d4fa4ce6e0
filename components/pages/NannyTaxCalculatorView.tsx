import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import NannyTaxCalculator from '@/components/calculator/NannyTaxCalculator';
import BlurbGrid from '@/components/content/BlurbGrid';
import ConsultationBand from '@/components/content/ConsultationBand';
import ContentSection from '@/components/content/ContentSection';
import PageHero from '@/components/content/PageHero';
import PageShell from '@/components/layout/PageShell';
import { NANNY_TAX_BASICS } from '@/lib/content/calculatorContent';
import type { NannyTaxCalculatorPageProps } from '@/lib/calculator/calculatorPageProps';
import { telHref } from '@/lib/seo/navigation';
import { DEFAULT_NANNY_TAX_INPUT } from '@/lib/tax/defaults';

/**
 * The free nanny tax calculator page. Flags decide what shows (SPEC §6): the downtime flag shows
 * a maintenance notice with the phone number; the gate flag off offers a free calculation by phone;
 * otherwise the calculator, starting from the input in the page URL.
 */
export default function NannyTaxCalculatorView(props: NannyTaxCalculatorPageProps) {
  const { site, flags, nonce, calculatorInput = DEFAULT_NANNY_TAX_INPUT } = props;
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
          <Alert severity="info" role="status" data-calculator-state="downtime">
            <AlertTitle>The calculator is down for maintenance</AlertTitle>
            We’re updating it and it will be back shortly. For an estimate right now, call{' '}
            <a href={telHref(site.supportPhone)}>{site.supportPhone}</a> and a specialist will work
            it out with you.
          </Alert>
        ) : null}
        {!flags.nannyTaxCalculator && !flags.calculatorDowntime ? (
          <Alert
            severity="info"
            icon={false}
            data-calculator-state="gated"
            sx={{ display: 'block', p: 3 }}
          >
            <Typography variant="h2" component="p" sx={{ fontSize: '1.5rem', mb: 1 }}>
              Get a free nanny tax calculation
            </Typography>
            <Typography sx={{ mb: 2 }}>
              Call us and a household payroll specialist will calculate your taxes and your nanny’s
              take-home pay for your state, for free and with no obligation.
            </Typography>
            <Button href={telHref(site.supportPhone)} variant="contained">
              Call {site.supportPhone}
            </Button>
          </Alert>
        ) : null}
        {available ? (
          <NannyTaxCalculator
            site={site}
            flags={flags}
            nonce={nonce}
            initialInput={calculatorInput}
          />
        ) : null}
      </Container>
      {/* The printout is the results alone: the explainer and the sales band stay on screen. */}
      <Box data-no-print>
        <ContentSection
          id="basics-heading"
          heading="Nanny taxes in plain words"
          intro="When you pay a nanny or other household employee more than the yearly threshold, you become a household employer with a few tax duties."
          tinted
        >
          <BlurbGrid blurbs={NANNY_TAX_BASICS} />
        </ContentSection>
        <ConsultationBand phone={site.supportPhone} heading="Want us to handle it for you?" />
      </Box>
    </PageShell>
  );
}
