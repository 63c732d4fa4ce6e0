import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { measure } from '@/lib/site/theme/tokens';

interface ContentSectionProps {
  /** Id of the section heading; the section is labelled by it. */
  id: string;
  heading: string;
  /** Optional line under the heading. */
  intro?: string;
  /** Tinted background to separate consecutive sections. */
  tinted?: boolean;
  children: ReactNode;
}

/** A page section with its h2, so every page keeps one h1 and an ordered outline. */
export default function ContentSection({
  id,
  heading,
  intro,
  tinted = false,
  children,
}: ContentSectionProps) {
  return (
    <Box
      component="section"
      aria-labelledby={id}
      sx={{ py: { xs: 5, md: 8 }, bgcolor: tinted ? 'background.paper' : 'transparent' }}
    >
      <Container maxWidth="lg">
        <Typography variant="h2" id={id} sx={{ mb: intro ? 1.5 : 4 }}>
          {heading}
        </Typography>
        {intro ? (
          <Typography color="text.secondary" sx={{ mb: 4, maxWidth: measure(70) }}>
            {intro}
          </Typography>
        ) : null}
        {children}
      </Container>
    </Box>
  );
}
