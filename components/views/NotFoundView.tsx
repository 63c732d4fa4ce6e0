import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import PageShell from '@/components/layout/PageShell';
import Link from '@/components/ui/Link';
import type { BasePageProps } from '@/lib/site/pageProps';
import { telHref } from '@/lib/site/seo/navigation';
import { PAGE_LINKS, type PageKey } from '@/lib/site/seo/pageLinks';

const SUGGESTIONS: readonly PageKey[] = [
  'home',
  'nannyTaxCalculator',
  'productAndPricing',
  'sampleNannyContract',
  'seniorCare',
];

/** Branded 404 for unknown paths under the base path, with the most useful ways back. */
export default function NotFoundView(props: BasePageProps) {
  return (
    <PageShell {...props}>
      <Container maxWidth="md" sx={{ py: { xs: 6, md: 10 } }}>
        <Typography variant="h1" sx={{ mb: 2 }}>
          We can’t find that page
        </Typography>
        <Typography sx={{ fontSize: '1.125rem', mb: 4 }}>
          The page may have moved, or the address may have a typo. These pages can help:
        </Typography>
        <Box component="ul" sx={{ display: 'grid', gap: 1.5, pl: 3, mb: 4 }}>
          {SUGGESTIONS.map((key) => (
            <li key={key}>
              <Link href={PAGE_LINKS[key].path}>{PAGE_LINKS[key].navLabel}</Link>
            </li>
          ))}
        </Box>
        <Typography>
          Still stuck? Call us at{' '}
          <Link href={telHref(props.site.supportPhone)}>{props.site.supportPhone}</Link>.
        </Typography>
      </Container>
    </PageShell>
  );
}
