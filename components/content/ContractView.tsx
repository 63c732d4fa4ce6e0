import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ClauseText from './contract/ClauseText';
import SignatureBlock from './contract/SignatureBlock';
import type { ContractDocument } from '@/lib/site/content/contracts';

interface ContractViewProps {
  contract: ContractDocument;
  /** Title printed at the top of the agreement. */
  title: string;
}

/**
 * A sample work agreement as readable HTML, in the site's body type, in its language (a translation
 * says so above its clauses); its PDF download is the page hero's one button.
 */
export default function ContractView({ contract, title }: ContractViewProps) {
  return (
    <Box
      component="article"
      aria-label={title}
      sx={{
        p: { xs: 2.5, md: 5 },
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        bgcolor: 'background.default',
        maxWidth: '80ch',
        // On paper the card's border would break across pages: the document stands on its own.
        '@media print': { border: 0, borderRadius: 0, p: 0, maxWidth: 'none' },
      }}
    >
      <Typography variant="h3" component="p" sx={{ mb: 3, textAlign: 'center' }}>
        {title}
      </Typography>
      {contract.translation ? (
        <Typography data-translation-note sx={{ mb: 3, fontStyle: 'italic' }}>
          {contract.translation}
        </Typography>
      ) : null}
      <Box component="ol" sx={{ m: 0, pl: 3, display: 'grid', gap: 3 }}>
        {contract.sections.map((section) => (
          <li key={section.id}>
            <Typography variant="h3" sx={{ fontSize: '1.125rem', mb: 1 }}>
              {section.heading}
            </Typography>
            <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 1 }}>
              {section.clauses.map((clause) => (
                <li key={clause}>
                  <ClauseText text={clause} />
                </li>
              ))}
            </Box>
          </li>
        ))}
      </Box>
      <SignatureBlock words={contract.words} />
    </Box>
  );
}
