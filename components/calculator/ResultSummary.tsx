import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { type CalculationSummary } from '@/lib/calculator/calculation';
import { type NannyTaxResult } from '@/lib/tax/contract';
import { stateName } from '@/lib/tax/states';

interface ResultSummaryProps {
  summary: CalculationSummary;
  result: NannyTaxResult;
}

/**
 * The answer in one sentence, plus the gross rate a take-home target needs. Announced politely
 * as it changes, so a screen reader user hears the new answer after typing.
 */
export default function ResultSummary({ summary, result }: ResultSummaryProps) {
  return (
    <Box aria-live="polite" data-calculator-summary>
      <Typography sx={{ fontSize: '1.25rem', fontWeight: 700 }}>{summary.answer}</Typography>
      {summary.grossRate ? (
        <Typography sx={{ mt: 1 }} data-calculator-gross-rate>
          For a take-home of {summary.grossRate.net}, pay <strong>{summary.grossRate.gross}</strong>{' '}
          before taxes.
        </Typography>
      ) : null}
      <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
        {stateName(result.state)}, tax year {result.taxYear}.
      </Typography>
    </Box>
  );
}
