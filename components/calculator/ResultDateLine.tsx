import { useCalculatorText } from './CalculatorTextContext';
import { usePageLanguage } from '@/components/ui/PageLanguage';
import { fillIn } from '@/lib/calculator/text/fillIn';
import Box from '@mui/material/Box';
import { formatDueDate } from '@/lib/calculator/yearViewLabels';
import { type TaxYear } from '@/lib/tax/taxYear';

interface ResultDateLineProps {
  taxYear: TaxYear;
  payDate: string;
  preliminary: boolean;
}

/**
 * Which day's figures the answer uses, above it; a year whose figures are not all published yet
 * says so first ("2027 figures (preliminary)"), its warning naming which (docs/tax.md#preliminary-answers).
 */
export default function ResultDateLine({ taxYear, payDate, preliminary }: ResultDateLineProps) {
  const { results: words } = useCalculatorText();
  const { locale } = usePageLanguage();
  return (
    <Box component="p" data-result-date sx={{ m: 0, color: 'text.secondary' }}>
      {preliminary ? (
        <Box component="strong" data-preliminary sx={{ color: 'text.primary', mr: 1 }}>
          {fillIn(words.preliminary, { year: String(taxYear) })}
        </Box>
      ) : null}
      {fillIn(words.forPaycheckOn, { date: formatDueDate(payDate, locale) })}
    </Box>
  );
}
