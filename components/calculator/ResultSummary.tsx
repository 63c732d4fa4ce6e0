import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { type PayRates } from '@/lib/tax/calculate';
import { type CompleteNannyTaxInput, type NannyTaxResult } from '@/lib/tax/contract';
import { describeResult } from '@/lib/tax/describe';
import { stateName } from '@/lib/tax/states';
import { perUnit } from '@/lib/tax/warnings';

interface ResultSummaryProps {
  input: CompleteNannyTaxInput;
  result: NannyTaxResult;
  rates: PayRates | null;
}

/**
 * The answer in one sentence, plus the gross rate a take-home target needs. Announced politely
 * as it changes, so a screen reader user hears the new answer after typing.
 */
export default function ResultSummary({ input, result, rates }: ResultSummaryProps) {
  return (
    <Box aria-live="polite" data-calculator-summary>
      <Typography sx={{ fontSize: '1.25rem', fontWeight: 700 }}>
        {describeResult(result, input.payFrequency)}
      </Typography>
      {rates ? (
        <Typography sx={{ mt: 1 }} data-calculator-gross-rate>
          For a take-home of {perUnit(rates.netPerUnit, input.pay.per)}, pay{' '}
          <strong>{perUnit(rates.grossPerUnit, input.pay.per)}</strong> before taxes.
        </Typography>
      ) : null}
      <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
        {stateName(result.state)}, tax year {result.taxYear}.
      </Typography>
    </Box>
  );
}
