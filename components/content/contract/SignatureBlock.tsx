import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ContractFrameWords } from '@/lib/site/content/contracts';

/** Two columns, one per party, each with lines to sign, print the name and date (stacked on a phone). */
export default function SignatureBlock({ words }: { words: ContractFrameWords }) {
  return (
    <Box
      data-signature-block
      sx={{
        mt: 5,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
        gap: 4,
        '@media print': { gridTemplateColumns: '1fr 1fr', breakInside: 'avoid' },
      }}
    >
      {words.parties.map((party) => (
        <Box
          key={party.caption}
          role="group"
          aria-label={party.groupLabel}
          sx={{ display: 'grid', gap: 3 }}
        >
          <Typography component="p" sx={{ fontWeight: 700 }}>
            {party.caption}
          </Typography>
          {words.signatureLines.map((line) => (
            <Typography
              key={line}
              component="p"
              variant="body2"
              sx={{ borderTop: 1, borderColor: 'text.primary', pt: 0.5, minWidth: 0 }}
            >
              {line}
            </Typography>
          ))}
        </Box>
      ))}
    </Box>
  );
}
