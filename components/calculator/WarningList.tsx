import { useCalculatorText } from './CalculatorTextContext';
import Box from '@mui/material/Box';
import { type NannyTaxWarning } from '@/lib/tax/contract';
import { type WarningCode } from '@/lib/tax/warnings';

/** Warnings that mean the arrangement may break a rule, shown before the explanations. */
const PROBLEMS: ReadonlySet<WarningCode> = new Set([
  'BELOW_FEDERAL_MINIMUM_WAGE',
  'BELOW_STATE_MINIMUM_WAGE',
  'BELOW_LOCAL_MINIMUM_WAGE',
  'SALARY_MUST_COVER_OVERTIME',
]);

function isProblem(warning: NannyTaxWarning): boolean {
  return (PROBLEMS as ReadonlySet<string>).has(warning.code);
}

interface WarningListProps {
  warnings: readonly NannyTaxWarning[];
  labelledBy: string;
}

/**
 * The engine's warnings in plain words. A list, not alerts: alerts would interrupt a screen
 * reader on every keystroke, since the results follow the typing.
 */
export default function WarningList({ warnings, labelledBy }: WarningListProps) {
  const { results: words } = useCalculatorText();
  const ordered = [...warnings.filter(isProblem), ...warnings.filter((w) => !isProblem(w))];
  return (
    <Box component="ul" aria-labelledby={labelledBy} sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {ordered.map((warning, index) => {
        const problem = isProblem(warning);
        return (
          <Box
            component="li"
            key={`${index}-${warning.code}`}
            data-warning={warning.code}
            sx={{
              mb: 1,
              py: 1,
              px: 2,
              borderLeft: 4,
              borderColor: problem ? 'error.main' : 'primary.main',
              bgcolor: 'background.default',
            }}
          >
            {problem ? <strong>{words.checkThis}</strong> : null}
            {warning.message}
          </Box>
        );
      })}
    </Box>
  );
}
