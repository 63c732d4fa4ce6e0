import { useCalculatorText } from './CalculatorTextContext';
import { usePageLanguage } from '@/components/ui/PageLanguage';
import { fillIn } from '@/lib/calculator/text/fillIn';
import Box from '@mui/material/Box';
import { nextPayments } from '@/lib/calculator/nextPayments';
import { paycheckHeading } from '@/lib/calculator/resultLabels';
import { formatDueDate } from '@/lib/calculator/yearViewLabels';
import { type NannyTaxResult } from '@/lib/tax/contract';
import { type PayFrequency } from '@/lib/tax/types';
import { formatUsd } from '@/lib/tax/money';

interface ResultHeadlineProps {
  result: NannyTaxResult;
  payFrequency: PayFrequency;
}

/**
 * The answer in figures a family reads in ten seconds: what they pay in the year and per
 * paycheck, what the nanny takes home, any savings, and the next three payments with their dates.
 */
export default function ResultHeadline({ result, payFrequency }: ResultHeadlineProps) {
  const { annual, perPaycheck, savings } = result;
  const { results: words } = useCalculatorText();
  const { locale } = usePageLanguage();
  const paycheck = paycheckHeading(payFrequency, words.paycheck).toLowerCase();
  const aYear = (amount: number) => fillIn(words.aYear, { amount: formatUsd(amount) });
  const upcoming = nextPayments(result.yearView.dueDates, result.payDate);
  return (
    <Box data-result-headline sx={{ display: 'grid', gap: 2 }}>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
          '& dt': { fontSize: '0.875rem', color: 'text.secondary' },
          '& dd': { m: 0, fontSize: '1.5rem', fontWeight: 700, lineHeight: 1.2 },
          '& dd small': { display: 'block', fontSize: '0.875rem', fontWeight: 400 },
        }}
      >
        <div data-headline="cost">
          <dt>{words.payInAll}</dt>
          <dd>
            {aYear(annual.totalEmployerCost)}
            <small>
              {fillIn(words.perPaycheckTaxesIncluded, {
                amount: formatUsd(perPaycheck.totalEmployerCost),
                paycheck,
              })}
            </small>
          </dd>
        </div>
        <div data-headline="take-home">
          <dt>{words.takesHome}</dt>
          <dd>
            {formatUsd(perPaycheck.netPay)} {paycheck}
            <small>{aYear(annual.netPay)}</small>
          </dd>
        </div>
        {savings ? (
          <div data-headline="savings">
            <dt>{words.couldSave}</dt>
            <dd>
              {aYear(savings.total)}
              <small>{words.savingsWith}</small>
            </dd>
          </div>
        ) : null}
      </Box>
      {upcoming.length > 0 ? (
        <Box component="section" aria-label={words.nextPayments} data-next-payments data-no-print>
          <Box component="h3" sx={{ fontSize: '1rem', m: 0, mb: 1 }}>
            {words.nextPayments}
          </Box>
          <Box component="ul" sx={{ m: 0, pl: 0, listStyle: 'none', display: 'grid', gap: 1 }}>
            {upcoming.map((p) => (
              <li key={p.date}>
                <strong>
                  {formatDueDate(p.date, locale)}: {formatUsd(p.amount)}
                </strong>{' '}
                <Box component="span" sx={{ color: 'text.secondary' }}>
                  ({p.items.join('; ')})
                </Box>
              </li>
            ))}
          </Box>
        </Box>
      ) : null}
    </Box>
  );
}
