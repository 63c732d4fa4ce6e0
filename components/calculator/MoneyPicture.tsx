import { useCalculatorText } from './CalculatorTextContext';
import { fillIn } from '@/lib/calculator/text/fillIn';
import Box from '@mui/material/Box';
import { type NannyTaxTotals } from '@/lib/tax/contract';
import { formatUsd } from '@/lib/tax/money';

interface MoneyPictureProps {
  annual: NannyTaxTotals;
}

/** The three parts of the family's cost, in the picture's colours, with the words' keys. */
const PARTS = [
  { key: 'netPay', words: 'netPay', color: '#1f6f50' },
  { key: 'employeeTaxes', words: 'withheld', color: '#7fb39d' },
  { key: 'employerTaxes', words: 'onTop', color: '#c9872e' },
] as const;

/**
 * Where the year's money goes, as one bar (server-rendered SVG, no chart code): the nanny's
 * take-home, what is withheld from her pay, what the family adds on top. The legend beside it
 * states every amount, and is the picture's text alternative.
 */
export default function MoneyPicture({ annual }: MoneyPictureProps) {
  const { results: words } = useCalculatorText();
  const total = annual.totalEmployerCost;
  if (total <= 0) return null;
  const widths = PARTS.map((part) => (annual[part.key] / total) * 100);
  // Each bar starts where the ones before it end.
  const bars = PARTS.map((part, i) => ({
    ...part,
    width: widths[i] ?? 0,
    x: widths.slice(0, i).reduce((sum, w) => sum + w, 0),
  }));
  return (
    // The printout keeps the figures (totals, breakdown) on one page; the picture is for the screen.
    <Box component="figure" data-money-picture data-no-print sx={{ m: 0, display: 'grid', gap: 1 }}>
      <svg viewBox="0 0 100 8" preserveAspectRatio="none" width="100%" height="24" aria-hidden>
        {bars.map((bar) => (
          <rect key={bar.key} x={bar.x} y={0} width={bar.width} height={8} fill={bar.color} />
        ))}
      </svg>
      <Box
        component="figcaption"
        sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3, rowGap: 0.5, fontSize: '0.875rem' }}
      >
        <Box component="span" sx={{ flexBasis: '100%', fontWeight: 600 }}>
          {fillIn(words.moneyGoes, { amount: formatUsd(total) })}
        </Box>
        {PARTS.map((part) => (
          <Box component="span" key={part.key} sx={{ display: 'inline-flex', gap: 1 }}>
            <Box
              component="span"
              aria-hidden
              sx={{ width: 12, height: 12, mt: '3px', bgcolor: part.color, flexShrink: 0 }}
            />
            {words[part.words]}: {formatUsd(annual[part.key])}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
