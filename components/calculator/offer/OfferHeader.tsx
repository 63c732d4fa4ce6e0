import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

const FILL_INS = ['Family (employer)', 'Nanny (employee)', 'Start date'] as const;

interface OfferHeaderProps {
  brandName: string;
  preparedOn: string;
}

/** The sheet's letterhead: the brand and the date, then lines for both parties and the start date. */
export default function OfferHeader({ brandName, preparedOn }: OfferHeaderProps) {
  return (
    <Box data-offer-header sx={{ display: 'grid', gap: 1.5, '@media print': { gap: '2pt' } }}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          justifyContent: 'space-between',
          columnGap: 2,
          borderBottom: 2,
          borderColor: 'primary.main',
          pb: 0.5,
        }}
      >
        <Typography component="p" sx={{ fontWeight: 700, color: 'primary.main' }}>
          {brandName}
        </Typography>
        <Typography component="p" variant="body2">
          Prepared {preparedOn}
        </Typography>
      </Box>
      {FILL_INS.map((label) => (
        <Typography
          key={label}
          component="p"
          variant="body2"
          sx={{
            borderBottom: 1,
            borderColor: 'text.primary',
            pt: 1.5,
            fontWeight: 700,
            '@media print': { pt: '6pt' },
          }}
        >
          {label}:
        </Typography>
      ))}
    </Box>
  );
}
