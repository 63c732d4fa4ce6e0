import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { ActionLink } from '@/components/ui/ActionButton';
import PageShell from '@/components/layout/PageShell';
import type { BasePageProps } from '@/lib/pageProps/pageProps';
import { telHref } from '@/lib/seo/navigation';

/** Shown during scheduled maintenance: what is happening and how to get help meanwhile. */
export default function DowntimeView(props: BasePageProps) {
  const { site } = props;
  return (
    <PageShell {...props}>
      <Container maxWidth="md" sx={{ py: { xs: 6, md: 10 } }}>
        <Typography variant="h1" sx={{ mb: 2 }}>
          We’ll be right back
        </Typography>
        <Typography sx={{ fontSize: '1.125rem', mb: 2 }}>
          {site.brandName} is briefly unavailable while we make scheduled improvements. Your
          payroll, tax payments and filings continue on schedule; nothing you need to do is
          affected.
        </Typography>
        <Typography sx={{ mb: 4 }}>
          Need help now? Our specialists are available by phone.
        </Typography>
        <ActionLink href={telHref(site.supportPhone)} variant="contained" size="large">
          Call {site.supportPhone}
        </ActionLink>
      </Container>
    </PageShell>
  );
}
