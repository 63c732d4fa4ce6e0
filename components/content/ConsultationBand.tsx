import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { styled } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { ActionLink } from '@/components/ui/ActionButton';
import { telHref } from '@/lib/site/seo/navigation';

interface ConsultationBandProps {
  phone: string;
  heading?: string;
  body?: string;
}

// Inverted on the primary band: light button, primary text. Doubled class (`&&`): the action's
// own stylesheet may come after Emotion's styles, and must not win.
const CallButton = styled(ActionLink)(({ theme }) => ({
  '&&': {
    background: theme.palette.background.default,
    color: theme.palette.primary.main,
  },
  '&&:hover': { background: theme.palette.grey[100] },
  '&&:focus-visible': { outlineColor: theme.palette.primary.contrastText },
}));

/**
 * The closing call to action of a page: the free consultation by phone
 * (docs/site.md#support-phone).
 */
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
        <CallButton href={telHref(phone)} variant="contained" size="large">
          Call {phone}
        </CallButton>
      </Container>
    </Box>
  );
}
