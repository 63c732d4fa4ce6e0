import { useCalculatorText } from './CalculatorTextContext';
import { fillIn } from '@/lib/calculator/text/fillIn';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { type PayRates } from '@/lib/tax/calculate';
import { formatUsd } from '@/lib/tax/money';
import { type PayPer } from '@/lib/tax/contract';
import { type PayFrequency } from '@/lib/tax/types';
import { type NannyTaxResult } from '@/lib/tax/contract';
import { stateNameIn } from '@/lib/calculator/labels';
import { usePageLanguage } from '@/components/ui/PageLanguage';

interface ResultSummaryProps {
  result: NannyTaxResult;
  /** How the pay is given, and for a take-home target the gross it needs (per that unit). */
  pay: { per: PayPer; frequency: PayFrequency; rates: PayRates | null };
}

/**
 * The answer in one sentence, plus the gross rate a take-home target needs. Announced politely
 * as it changes, so a screen reader user hears the new answer after typing.
 */
export default function ResultSummary({ result, pay }: ResultSummaryProps) {
  const { summary: words } = useCalculatorText();
  const { locale } = usePageLanguage();
  const perUnit = (dollars: number) => `${formatUsd(dollars)} ${words.perUnit[pay.per]}`;
  return (
    <Box aria-live="polite" data-calculator-summary>
      <Typography sx={{ fontSize: '1.25rem', fontWeight: 700 }}>
        {fillIn(words.answer, {
          employerTaxes: formatUsd(result.annual.employerTaxes),
          netPay: formatUsd(result.perPaycheck.netPay),
          period: words.period[pay.frequency],
        })}
      </Typography>
      {pay.rates ? (
        <Typography sx={{ mt: 1 }} data-calculator-gross-rate>
          {fillIn(words.grossRateBefore, { net: perUnit(pay.rates.netPerUnit) })}{' '}
          <strong>{perUnit(pay.rates.grossPerUnit)}</strong> {words.grossRateAfter}
        </Typography>
      ) : null}
      <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
        {fillIn(words.stateYear, {
          state: stateNameIn(result.state, locale),
          year: String(result.taxYear),
        })}
      </Typography>
    </Box>
  );
}
