import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import Link from '@/components/ui/Link';
import type { PublicConfig } from '@/lib/platform/config/siteConfig';
import { FOOTER_LEGAL_NAV, FOOTER_NAV, TERMS_OF_USE_PATH } from '@/lib/site/seo/navigation';
import { PAGE_LINKS } from '@/lib/site/seo/pageLinks';
import SupportPhone from './SupportPhone';

interface SiteFooterProps {
  site: PublicConfig;
}

/**
 * Page links by audience, the support line, the privacy policy, "Your Privacy Choices", the
 * accessibility statement and terms of use (on the shared origin).
 */
export default function SiteFooter({ site }: SiteFooterProps) {
  return (
    <Box component="footer" data-site-footer sx={{ bgcolor: 'grey.100', mt: 8, py: 6 }}>
      <Container maxWidth="lg">
        <Box
          sx={{
            display: 'grid',
            gap: 4,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)', md: 'repeat(4, 1fr)' },
          }}
        >
          {FOOTER_NAV.map((group) => (
            <div key={group.heading}>
              <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
                {group.heading}
              </Typography>
              <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
                {[...group.pages, ...(group.unindexedTools ?? [])].map((key) => (
                  <Box component="li" key={key} sx={{ py: 0.5 }}>
                    <Link href={PAGE_LINKS[key].path} color="text.primary">
                      {PAGE_LINKS[key].navLabel}
                    </Link>
                  </Box>
                ))}
              </Box>
            </div>
          ))}
          <Box sx={{ gridColumn: { xs: 'auto', sm: '1 / -1', md: 'auto' } }}>
            <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
              Talk to an expert
            </Typography>
            <SupportPhone phone={site.supportPhone} label="Call" />
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              Monday to Friday, 8:30 a.m. to 7 p.m. Eastern
            </Typography>
          </Box>
        </Box>
        <Box
          sx={{
            borderTop: 1,
            borderColor: 'divider',
            mt: 4,
            pt: 3,
            display: 'flex',
            flexWrap: 'wrap',
            gap: 2,
            justifyContent: 'space-between',
          }}
        >
          <Typography variant="body2" color="text.secondary">
            © {new Date().getFullYear()} {site.brandName}. All rights reserved.
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
            {FOOTER_LEGAL_NAV.map((key) => (
              <Link
                key={key}
                href={PAGE_LINKS[key].path}
                variant="body2"
                color="text.primary"
                data-privacy-choices-link={key === 'privacyChoices' ? true : undefined}
              >
                {PAGE_LINKS[key].navLabel}
              </Link>
            ))}
            <Link href={TERMS_OF_USE_PATH} external variant="body2" color="text.primary">
              Terms of use
            </Link>
          </Box>
        </Box>
      </Container>
    </Box>
  );
}
