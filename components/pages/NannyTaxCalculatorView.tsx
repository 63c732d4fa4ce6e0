import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import BlurbGrid from '@/components/content/BlurbGrid';
import ConsultationBand from '@/components/content/ConsultationBand';
import ContentSection from '@/components/content/ContentSection';
import PageHero from '@/components/content/PageHero';
import PageShell from '@/components/layout/PageShell';
import { NANNY_TAX_BASICS } from '@/lib/content/calculatorContent';
import type { BasePageProps } from '@/lib/pageProps/pageProps';
import { telHref } from '@/lib/seo/navigation';

/**
 * The free nanny tax calculator page. Flags decide what shows (SPEC §6): the downtime flag shows
 * a maintenance notice with the phone number; the gate flag off offers a free calculation by phone.
 */
export default function NannyTaxCalculatorView(props: BasePageProps) {
  const { site, flags } = props;
  return (
    <PageShell {...props}>
      <PageHero
        eyebrow="Free tool"
        title="Nanny tax calculator"
        lead="See what you owe in household employment taxes, what your nanny takes home, and what it costs you per paycheck and per year, in all 50 states and Washington D.C."
      />
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
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
      </Container>
      <ContentSection
        id="basics-heading"
        heading="Nanny taxes in plain words"
        intro="When you pay a nanny or other household employee more than the yearly threshold, you become a household employer with a few tax duties."
        tinted
      >
        <BlurbGrid blurbs={NANNY_TAX_BASICS} />
      </ContentSection>
      <ConsultationBand phone={site.supportPhone} heading="Want us to handle it for you?" />
    </PageShell>
  );
}
