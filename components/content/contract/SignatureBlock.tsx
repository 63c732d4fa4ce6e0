import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

const PARTIES = ['Employer', 'Employee'] as const;
const LINES = ['Signature', 'Printed name', 'Date'] as const;

/** Two columns, one per party, each with lines to sign, print the name and date (stacked on a phone). */
export default function SignatureBlock() {
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
      {PARTIES.map((party) => (
        <Box
          key={party}
          role="group"
          aria-label={`${party} signature`}
          sx={{ display: 'grid', gap: 3 }}
        >
          <Typography component="p" sx={{ fontWeight: 700 }}>
            {party}
          </Typography>
          {LINES.map((line) => (
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
