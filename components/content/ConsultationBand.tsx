import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { telHref } from '@/lib/seo/navigation';

interface ConsultationBandProps {
  phone: string;
  heading?: string;
  body?: string;
}

/** The closing call to action of a page: the free consultation by phone (SPEC §1). */
export default function ConsultationBand({
  phone,
  heading = 'Talk to a household payroll expert',
  body = 'Get answers about your taxes, your state’s rules and what it costs, in a free, no-obligation consultation.',
}: ConsultationBandProps) {
  return (
    <Box
      component="section"
      aria-labelledby="consultation-heading"
      sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', py: { xs: 5, md: 7 } }}
    >
      <Container maxWidth="md" sx={{ textAlign: 'center' }}>
        <Typography variant="h2" id="consultation-heading" sx={{ color: 'inherit', mb: 1.5 }}>
          {heading}
        </Typography>
        <Typography sx={{ mb: 3 }}>{body}</Typography>
        <Button
          href={telHref(phone)}
          variant="contained"
          size="large"
          sx={{
            bgcolor: 'background.default',
            color: 'primary.main',
            '&:hover': { bgcolor: 'grey.100' },
          }}
        >
          Call {phone}
        </Button>
      </Container>
    </Box>
  );
}
