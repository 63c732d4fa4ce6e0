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
import { stateNameIn } from '@/lib/calculator/labels';
import { type ShareText } from '@/lib/calculator/share/text/shareText.en';
import { fillIn } from '@/lib/calculator/text/fillIn';
import { usePageLanguage } from '@/components/ui/PageLanguage';
import FamilyColumn from './FamilyColumn';
import { useShareText } from './ShareTextContext';

/** The nanny's pay across the families' paychecks, per pay period and per year. */
function nannyRows(
  labels: ShareText['results']['nannyRows'],
): ReadonlyArray<TotalsRow<keyof NannyShareNannyTotals>> {
  return [
    { key: 'grossWages', label: labels.grossWages },
    { key: 'employeeTaxes', label: labels.employeeTaxes },
    { key: 'netPay', label: labels.netPay, strong: true },
  ];
}

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
  const { locale } = usePageLanguage();
  const { results: words } = useShareText();
  const hoursPart = (template: string, value: number) =>
    value > 0 ? fillIn(template, { hours: hoursText(value) }) : '';
  return (
    <ResultsFrame heading={words.heading} status={status} marker="share-results" fade="all">
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
          {fillIn(words.stateYear, {
            state: stateNameIn(result.state, locale),
            year: String(result.taxYear),
          })}
        </Typography>
      </Box>
      <Box component="section" aria-labelledby={nannyId}>
        <Typography id={nannyId} variant="h3" sx={{ fontSize: '1.15rem', mb: 1 }}>
          {words.nannyHeading}
        </Typography>
        <Typography sx={{ mb: 1 }} data-share-rates>
          {fillIn(words.rates, {
            regular: formatUsd(payRates.regularHourly),
            overtime: formatUsd(payRates.overtimeHourly),
            doubleTime:
              payRates.doubleTimeHourly === undefined
                ? ''
                : fillIn(words.doubleTimeRate, { amount: formatUsd(payRates.doubleTimeHourly) }),
          })}{' '}
          {fillIn(words.week, {
            regular: hoursText(hours.regular),
            overtime: hoursPart(words.overtimeHours, hours.overtime),
            doubleTime: hoursPart(words.doubleTimeHours, hours.doubleTime),
          })}
        </Typography>
        <PaycheckTotalsTable
          rows={nannyRows(words.nannyRows)}
          totals={result.nanny}
          payFrequency={input.payFrequency}
          labelledBy={nannyId}
          marker="share-nanny"
        />
      </Box>
      <Box component="section" aria-labelledby={familiesId}>
        <Typography id={familiesId} variant="h3" sx={{ fontSize: '1.15rem', mb: 1 }}>
          {words.familiesHeading}
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
            {words.shareWarnings}
          </Typography>
          <WarningList warnings={result.warnings} labelledBy={warningsId} />
        </Box>
      ) : null}
    </ResultsFrame>
  );
}
