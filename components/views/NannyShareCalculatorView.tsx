import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import CalculatorNotice from '@/components/calculator/CalculatorNotice';
import NannyShareCalculator from '@/components/calculator/share/NannyShareCalculator';
import PageHero from '@/components/content/PageHero';
import PageShell from '@/components/layout/PageShell';
import Link from '@/components/ui/Link';
import { ActionLink } from '@/components/ui/ActionButton';
import type { NannyShareCalculatorPageProps } from '@/lib/calculator/share/sharePageProps';
import { PAGE_CATALOGUE } from '@/lib/site/seo/pageCatalogue';
import { telHref } from '@/lib/site/seo/navigation';

/**
 * The nanny-share calculator page. The single calculator's flags govern it too: the downtime
 * flag shows a maintenance notice, the gate flag off offers a calculation by phone; otherwise the
 * calculator, starting from the share in the page URL.
 */
export default function NannyShareCalculatorView(props: NannyShareCalculatorPageProps) {
  const { site, flags, nonce, calculation } = props;
  const available = flags.nannyTaxCalculator && !flags.calculatorDowntime;
  return (
    <PageShell {...props}>
      <Box sx={{ '@media print': { '& > div': { py: 0 }, '& p': { display: 'none' } } }}>
        <PageHero
          eyebrow="Free tool"
          title="Nanny share calculator"
          lead="Two or three families sharing one nanny: see what each family pays, who pays the overtime, each family’s employer taxes, and what your nanny takes home."
        />
      </Box>
      <Container maxWidth="xl" sx={{ py: { xs: 4, md: 6 }, '@media print': { py: 1 } }}>
        {flags.calculatorDowntime ? (
          <CalculatorNotice tone="info" role="status" data-calculator-state="downtime">
            The calculator is down for maintenance. For an estimate right now, call{' '}
            <a href={telHref(site.supportPhone)}>{site.supportPhone}</a>.
          </CalculatorNotice>
        ) : null}
        {!flags.nannyTaxCalculator && !flags.calculatorDowntime ? (
          <CalculatorNotice tone="info" data-calculator-state="gated" sx={{ p: 3 }}>
            <Typography sx={{ mb: 2 }}>
              Call us and a household payroll specialist will work out your share’s taxes and your
              nanny’s take-home pay, for free.
            </Typography>
            <ActionLink href={telHref(site.supportPhone)} variant="contained">
              Call {site.supportPhone}
            </ActionLink>
          </CalculatorNotice>
        ) : null}
        {available ? (
          <NannyShareCalculator
            site={site}
            nonce={nonce}
            emailForm={!flags.hideEmailButton}
            initialCalculation={calculation}
          />
        ) : null}
        <Box data-no-print sx={{ mt: 6, maxWidth: '48em', display: 'grid', gap: 1.5 }}>
          <Typography variant="h2" sx={{ fontSize: '1.5rem' }}>
            How a nanny share is worked out
          </Typography>
          <Typography>
            Each family is a separate employer for taxes: each checks the $3,000 Social Security and
            Medicare threshold, the $1,000-a-quarter federal unemployment test and the state
            unemployment test on its own share of the wages, and each files its own Schedule H and
            gives the nanny its own W-2.
          </Typography>
          <Typography>
            For overtime the families are joint employers: the shared hours and every family’s solo
            hours count together in the week. The regular rate is the week’s straight-time pay
            divided by its hours, the average of the rates worked. The overtime premium is split in
            proportion to each family’s straight-time pay that week, or in proportion to each
            family’s hours if you choose.
          </Typography>
          <Typography>
            One family instead?{' '}
            <Link href={PAGE_CATALOGUE.nannyTaxCalculator.path}>Use the nanny tax calculator</Link>,
            which also prints an offer sheet.
          </Typography>
        </Box>
      </Container>
    </PageShell>
  );
}
