import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import AuthCallbackStatus from '@/components/members/AuthCallbackStatus';
import PageShell from '@/components/layout/PageShell';
import type { BasePageProps } from '@/lib/site/pageProps';

/** The sign-in return page: the library completes the sign-in, then we return to where you were. */
export default function AuthCallbackView(props: BasePageProps) {
  return (
    <PageShell {...props}>
      <Container maxWidth="md" sx={{ py: { xs: 6, md: 10 } }}>
        <Typography variant="h1" sx={{ mb: 3 }}>
          Signing you in
        </Typography>
        <AuthCallbackStatus supportPhone={props.site.supportPhone} />
      </Container>
    </PageShell>
  );
}
