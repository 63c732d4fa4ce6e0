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
  const paycheck = paycheckHeading(payFrequency).toLowerCase();
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
          <dt>You pay in all</dt>
          <dd>
            {formatUsd(annual.totalEmployerCost)} a year
            <small>
              {formatUsd(perPaycheck.totalEmployerCost)} {paycheck}, taxes included
            </small>
          </dd>
        </div>
        <div data-headline="take-home">
          <dt>Your nanny takes home</dt>
          <dd>
            {formatUsd(perPaycheck.netPay)} {paycheck}
            <small>{formatUsd(annual.netPay)} a year</small>
          </dd>
        </div>
        {savings ? (
          <div data-headline="savings">
            <dt>You could save</dt>
            <dd>
              {formatUsd(savings.total)} a year
              <small>with a dependent-care FSA and the child care credit</small>
            </dd>
          </div>
        ) : null}
      </Box>
      {upcoming.length > 0 ? (
        <Box component="section" aria-label="Your next payments" data-next-payments data-no-print>
          <Box component="h3" sx={{ fontSize: '1rem', m: 0, mb: 1 }}>
            Your next payments
          </Box>
          <Box component="ul" sx={{ m: 0, pl: 0, listStyle: 'none', display: 'grid', gap: 1 }}>
            {upcoming.map((p) => (
              <li key={p.date}>
                <strong>
                  {formatDueDate(p.date)}: {formatUsd(p.amount)}
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
