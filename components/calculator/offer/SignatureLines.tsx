import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

const PARTIES = ['Family (employer)', 'Nanny (employee)'] as const;

/** Lines for both sides to print their names, sign and date. */
export default function SignatureLines() {
  return (
    <Box
      data-offer-signatures
      sx={{
        display: 'grid',
        // minmax(0, …): a column never grows past the page on a narrow phone.
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
        gap: 3,
        '@media print': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: '18pt' },
      }}
    >
      {PARTIES.map((party) => (
        <Box key={party} sx={{ display: 'grid', gap: 2.5, '@media print': { gap: '14pt' } }}>
          <Typography component="p" sx={{ fontWeight: 700 }}>
            {party}
          </Typography>
          {['Name', 'Signature', 'Date'].map((line) => (
            <Typography
              key={line}
              component="p"
              variant="body2"
              sx={{ borderTop: 1, borderColor: 'text.primary', pt: 0.5 }}
            >
              {line}
            </Typography>
          ))}
        </Box>
      ))}
    </Box>
  );
}
