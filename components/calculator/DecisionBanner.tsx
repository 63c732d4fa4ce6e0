import { useCalculatorText } from './CalculatorTextContext';
import Box from '@mui/material/Box';
import { type NannyTaxWarning } from '@/lib/tax/contract';
import { isDecisionWarning } from '@/lib/calculator/decisionWarnings';

interface DecisionBannerProps {
  warnings: readonly NannyTaxWarning[];
}

/**
 * The warnings that change the decision (a pay below a minimum wage, overtime owed, a salary that
 * must cover it) above the answer, not after the tables. A list, not an alert: the results follow
 * the typing, and an alert would interrupt a screen reader on every keystroke.
 */
export default function DecisionBanner({ warnings }: DecisionBannerProps) {
  const shown = warnings.filter(isDecisionWarning);
  const { results: words } = useCalculatorText();
  if (shown.length === 0) return null;
  return (
    <Box
      component="ul"
      aria-label={words.checkFirst}
      data-decision-banner
      sx={{
        m: 0,
        p: 2,
        listStyle: 'none',
        display: 'grid',
        gap: 1,
        borderLeft: 4,
        borderColor: 'error.main',
        bgcolor: 'background.default',
      }}
    >
      {shown.map((warning, index) => (
        <li key={`${index}-${warning.code}`} data-warning={warning.code}>
          {warning.message}
        </li>
      ))}
    </Box>
  );
}
