import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { ActionLink } from '@/components/ui/ActionButton';
import PageShell from '@/components/layout/PageShell';
import { DOWNTIME_COPY } from '@/lib/site/content/downtimeContent';
import type { BasePageProps } from '@/lib/site/pageProps';
import { telHref } from '@/lib/site/seo/navigation';
import { withBrand } from '@/lib/site/seo/pageLinks';

/**
 * Shown during scheduled maintenance: the logo, what is happening and the phone, nothing that is
 * down (docs/site.md#downtime-page).
 */
export default function DowntimeView(props: BasePageProps) {
  const { site } = props;
  return (
    <PageShell {...props} minimal>
      <Container maxWidth="md" sx={{ py: { xs: 6, md: 10 } }}>
        <Typography variant="h1" sx={{ mb: 2 }}>
          {DOWNTIME_COPY.title}
        </Typography>
        <Typography sx={{ fontSize: '1.125rem', mb: 2 }}>
          {withBrand(DOWNTIME_COPY.body, site.brandName)}
        </Typography>
        <Typography sx={{ mb: 4 }}>{DOWNTIME_COPY.help}</Typography>
        <ActionLink href={telHref(site.supportPhone)} variant="contained" size="large">
          {DOWNTIME_COPY.call} {site.supportPhone}
        </ActionLink>
      </Container>
    </PageShell>
  );
}
