import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import PageShell from '@/components/layout/PageShell';
import type { BasePageProps } from '@/lib/pageProps/pageProps';

/** Main landing page. */
export default function HomeView(props: BasePageProps) {
  return (
    <PageShell {...props}>
      <Container maxWidth="lg" sx={{ py: 6 }}>
        <Typography variant="h1">Nanny payroll and household taxes, done for you</Typography>
      </Container>
    </PageShell>
  );
}
