import { formatUsd } from '@/lib/tax/money';
import { type NannyShareResult } from '@/lib/tax/share/contract';
import { type PayFrequency } from '@/lib/tax/types';

const PAYCHECK_PHRASE: Record<PayFrequency, string> = {
  weekly: 'a week',
  biweekly: 'every two weeks',
  semimonthly: 'twice a month',
  monthly: 'a month',
};

/** "Family A and Family B", "Family A, Family B and Family C". */
function joinNames(names: readonly string[]): string {
  return names.length <= 1
    ? (names[0] ?? '')
    : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1] ?? ''}`;
}

/**
 * The share in plain words, one sentence per family and one for the nanny, e.g. "Family A pays
 * $712.50 a week in wages and $3,119.40 a year in employer taxes."
 */
export function describeShare(result: NannyShareResult, payFrequency: PayFrequency): string[] {
  const families = result.families.map(
    (f) =>
      `${f.label} pays ${formatUsd(f.week.grossPay)} a week in wages and ${formatUsd(f.annual.employerTaxes)} a year in employer taxes, ${formatUsd(f.annual.totalEmployerCost)} a year in all.`,
  );
  const names = joinNames(result.families.map((f) => f.label));
  const nanny = `Your nanny takes home ${formatUsd(result.nanny.perPaycheck.netPay)} ${PAYCHECK_PHRASE[payFrequency]} from ${names} together (${formatUsd(result.nanny.annual.netPay)} a year).`;
  return [...families, nanny];
}
