import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import PaycheckTotalsTable, { type TotalsRow } from '@/components/calculator/PaycheckTotalsTable';
import ResultDateLine from '@/components/calculator/ResultDateLine';
import ResultsFrame from '@/components/calculator/ResultsFrame';
import WarningList from '@/components/calculator/WarningList';
import { type ResultsStatus } from '@/lib/calculator/calculatorState';
import { type ShareCalculation } from '@/lib/calculator/share/shareCalculation';
import { formatUsd } from '@/lib/tax/money';
import { type NannyShareNannyTotals } from '@/lib/tax/share/contract';
import { stateName } from '@/lib/tax/states';
import FamilyColumn from './FamilyColumn';

/** The nanny's pay across the families' paychecks, per pay period and per year. */
const NANNY_ROWS: ReadonlyArray<TotalsRow<keyof NannyShareNannyTotals>> = [
  { key: 'grossWages', label: 'Gross wages from all families' },
  { key: 'employeeTaxes', label: 'Taxes withheld' },
  { key: 'netPay', label: 'Take-home pay', strong: true },
];

interface ShareResultsProps {
  calculation: ShareCalculation;
  status: ResultsStatus;
}

/** Hours for the page: at most two decimals. */
function hoursText(hours: number): string {
  return String(Math.round(hours * 100) / 100);
}

/**
 * The share's results: the plain-words summary, the nanny's rates and take-home, then a column
 * per family (side by side on a desktop, stacked on a phone and on paper's narrow columns).
 */
export default function ShareResults({ calculation, status }: ShareResultsProps) {
  const nannyId = useId();
  const familiesId = useId();
  const warningsId = useId();
  const { result, input } = calculation;
  const { payRates, hours } = result;
  const columns = result.families.length;
  return (
    <ResultsFrame heading="Your share’s results" status={status} marker="share-results" fade="all">
      <ResultDateLine
        taxYear={result.taxYear}
        payDate={result.payDate}
        preliminary={result.preliminary}
      />
      <Box aria-live="polite" data-share-summary>
        {calculation.summary.map((sentence) => (
          <Typography key={sentence} sx={{ fontSize: '1.1rem', fontWeight: 600, mb: 0.5 }}>
            {sentence}
          </Typography>
        ))}
        <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
          {stateName(result.state)}, tax year {result.taxYear}. Each family is a separate employer
          for taxes; together they are joint employers for overtime.
        </Typography>
      </Box>
      <Box component="section" aria-labelledby={nannyId}>
        <Typography id={nannyId} variant="h3" sx={{ fontSize: '1.15rem', mb: 1 }}>
          Your nanny’s pay
        </Typography>
        <Typography sx={{ mb: 1 }} data-share-rates>
          Regular rate {formatUsd(payRates.regularHourly)} an hour, overtime{' '}
          {formatUsd(payRates.overtimeHourly)}
          {payRates.doubleTimeHourly === undefined
            ? ''
            : `, double time ${formatUsd(payRates.doubleTimeHourly)}`}
          . A week: {hoursText(hours.regular)} regular hours
          {hours.overtime > 0 ? `, ${hoursText(hours.overtime)} overtime` : ''}
          {hours.doubleTime > 0 ? `, ${hoursText(hours.doubleTime)} double time` : ''}.
        </Typography>
        <PaycheckTotalsTable
          rows={NANNY_ROWS}
          totals={result.nanny}
          payFrequency={input.payFrequency}
          labelledBy={nannyId}
          marker="share-nanny"
        />
      </Box>
      <Box component="section" aria-labelledby={familiesId}>
        <Typography id={familiesId} variant="h3" sx={{ fontSize: '1.15rem', mb: 1 }}>
          Each family as employer
        </Typography>
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: {
              xs: 'minmax(0, 1fr)',
              md: `repeat(${columns}, minmax(0, 1fr))`,
            },
            '@media print': {
              gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
              gap: '8pt',
            },
          }}
        >
          {result.families.map((family, index) => (
            <FamilyColumn
              key={index}
              family={family}
              index={index}
              payFrequency={input.payFrequency}
            />
          ))}
        </Box>
      </Box>
      {result.warnings.length > 0 ? (
        <Box component="section" aria-labelledby={warningsId}>
          <Typography id={warningsId} variant="h3" sx={{ fontSize: '1.15rem', mb: 1 }}>
            Good to know for the share
          </Typography>
          <WarningList warnings={result.warnings} labelledBy={warningsId} />
        </Box>
      ) : null}
    </ResultsFrame>
  );
}
