import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ActionLink } from '@/components/ui/ActionButton';
import type { ContractDocument } from '@/lib/site/content/contracts';

interface ContractViewProps {
  contract: ContractDocument;
  /** Title printed at the top of the agreement. */
  title: string;
}

/** A sample work agreement as readable HTML, with its PDF download. */
export default function ContractView({ contract, title }: ContractViewProps) {
  return (
    <div>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 4 }} data-no-print>
        {/* The PDF URL carries the base path already: a plain anchor. */}
        <ActionLink
          href={contract.pdfUrl}
          download={contract.pdfFileName}
          variant="contained"
          external
        >
          Download the PDF
        </ActionLink>
      </Box>
      <Box
        component="article"
        aria-label={title}
        sx={{
          p: { xs: 2.5, md: 5 },
          border: 1,
          borderColor: 'divider',
          borderRadius: 2,
          bgcolor: 'background.default',
          fontFamily: 'var(--font-serif, Georgia, serif)',
          maxWidth: '80ch',
        }}
      >
        <Typography variant="h3" component="p" sx={{ mb: 3, textAlign: 'center' }}>
          {title}
        </Typography>
        <Box component="ol" sx={{ m: 0, pl: 3, display: 'grid', gap: 3 }}>
          {contract.sections.map((section) => (
            <li key={section.id}>
              <Typography variant="h3" sx={{ fontSize: '1.125rem', mb: 1 }}>
                {section.heading}
              </Typography>
              <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 1 }}>
                {section.clauses.map((clause) => (
                  <li key={clause}>{clause}</li>
                ))}
              </Box>
            </li>
          ))}
        </Box>
        <Typography sx={{ mt: 4 }}>
          Employer signature and date: ______________________ Employee signature and date:
          ______________________
        </Typography>
      </Box>
    </div>
  );
}
