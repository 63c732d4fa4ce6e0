import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import ServerHtml from '@/components/hydration/ServerHtml';
import { measure } from '@/lib/site/theme/tokens';

interface PageHeroProps {
  /** The page's single h1. */
  title: string;
  /** Small line above the title naming the audience. */
  eyebrow?: string;
  lead: string;
  /** Calls to action under the lead. */
  actions?: ReactNode;
  /** Content beside the text from md up (below it on phones). */
  aside?: ReactNode;
}

/** The opening block of a page: its h1, the one-sentence purpose and the main actions. */
export default function PageHero({ title, eyebrow, lead, actions, aside }: PageHeroProps) {
  return (
    <Box sx={{ bgcolor: 'background.paper', py: { xs: 5, md: 9 } }}>
      <Container
        maxWidth="lg"
        sx={{
          display: 'grid',
          gap: { xs: 4, md: 6 },
          gridTemplateColumns: { xs: '1fr', md: aside ? '3fr 2fr' : '1fr' },
          alignItems: 'center',
        }}
      >
        <div>
          {/* Plain text: kept as the server's HTML, so hydration skips its Typography. */}
          <ServerHtml name="hero-text">
            {eyebrow ? (
              <Typography
                component="p"
                variant="overline"
                sx={{ color: 'secondary.main', fontWeight: 700, mb: 1 }}
              >
                {eyebrow}
              </Typography>
            ) : null}
            <Typography variant="h1" sx={{ mb: 2 }}>
              {title}
            </Typography>
            <Typography
              sx={{ fontSize: { xs: '1.125rem', md: '1.25rem' }, maxWidth: measure(60), mb: 3 }}
            >
              {lead}
            </Typography>
          </ServerHtml>
          {actions ? (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
              {actions}
            </Box>
          ) : null}
        </div>
        {aside ? <div>{aside}</div> : null}
      </Container>
    </Box>
  );
}
