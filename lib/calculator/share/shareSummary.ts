import { formatUsd } from '@/lib/tax/money';
import { type NannyShareResult } from '@/lib/tax/share/contract';
import { type PayFrequency } from '@/lib/tax/types';
import { fillIn } from '../text/fillIn';
import { SHARE_ENGINE_EN, type ShareEngineText } from './text/shareEngineText.en';

type SummaryWords = ShareEngineText['summary'];

/** "Family A and Family B", "Family A, Family B and Family C" (with the language's "and"). */
function joinNames(names: readonly string[], and: string): string {
  return names.length <= 1
    ? (names[0] ?? '')
    : `${names.slice(0, -1).join(', ')}${and}${names[names.length - 1] ?? ''}`;
}

/**
 * The share in plain words, one sentence per family and one for the nanny, e.g. "Family A pays
 * $712.50 a week in wages and $3,119.40 a year in employer taxes.", in the words given (the
 * engine chunk's language).
 */
export function describeShare(
  result: NannyShareResult,
  payFrequency: PayFrequency,
  words: SummaryWords = SHARE_ENGINE_EN.summary,
): string[] {
  const families = result.families.map((f) =>
    fillIn(words.family, {
      family: f.label,
      weekly: formatUsd(f.week.grossPay),
      employerTaxes: formatUsd(f.annual.employerTaxes),
      total: formatUsd(f.annual.totalEmployerCost),
    }),
  );
  const nanny = fillIn(words.nanny, {
    net: formatUsd(result.nanny.perPaycheck.netPay),
    period: words.period[payFrequency],
    families: joinNames(
      result.families.map((f) => f.label),
      words.and,
    ),
    annual: formatUsd(result.nanny.annual.netPay),
  });
  return [...families, nanny];
}
