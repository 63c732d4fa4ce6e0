import { type LineDraft, perPeriodCents } from './lineItem';
import { divideCents } from './money';

/**
 * Income-tax withholding lines, in the order the pay left after the statutory employee lines
 * covers them: federal first, then state, then local (IRS Pub 15: when wages do not cover every
 * deduction, Social Security and Medicare come before income tax; the state's share, then the
 * locality's, come last).
 */
const INCOME_TAX_ORDER = ['FEDERAL_INCOME_TAX', 'STATE_INCOME_TAX', 'LOCAL_INCOME_TAX'] as const;

/** The lines after capping, and the labels of those the pay did not fully cover. */
export interface CappedWithholding {
  readonly lines: readonly LineDraft[];
  readonly cappedLabels: readonly string[];
}

/**
 * Caps income-tax withholding at what the pay covers, so take-home is never negative.
 *
 * Extra withholding (W-4 Step 4(c), a state certificate's additional amount) is a fixed amount a
 * paycheck; on very low wages it can exceed the pay. A payroll withholds only what the paycheck
 * holds: employee Social Security and Medicare and the state programs' employee shares (all rates
 * well under 100%) are taken in full first, then income tax up to what remains. The cap holds both
 * per year and per paycheck (per-paycheck amounts are the annual ones ÷ pay periods, rounded), so
 * neither take-home figure the calculator shows drops below zero.
 */
export function capWithholding(
  lines: readonly LineDraft[],
  annualWagesCents: number,
  periods: number,
): CappedWithholding {
  // Plain loops, no closures: this runs on every net-to-gross step.
  let annualLeft = annualWagesCents;
  let perPaycheckLeft = divideCents(annualWagesCents, periods);
  let incomeTaxLines = 0;
  for (const line of lines) {
    if (line.payer !== 'employee') continue;
    if (isIncomeTax(line)) {
      incomeTaxLines += 1;
      continue;
    }
    annualLeft -= line.annualCents;
    perPaycheckLeft -= divideCents(line.annualCents, periods);
  }
  if (incomeTaxLines === 0) return { lines, cappedLabels: NONE };
  let capped: LineDraft[] | null = null;
  const cappedLabels: string[] = [];
  for (const code of INCOME_TAX_ORDER) {
    const index = lines.findIndex((l) => l.code === code && l.payer === 'employee');
    const line = lines[index];
    if (!line) continue;
    // perPaycheckLeft × periods rounds back to exactly perPaycheckLeft a paycheck.
    const room = Math.max(0, Math.min(annualLeft, perPaycheckLeft * periods));
    const amount = Math.min(line.annualCents, room);
    // A line whose rate changes in the year has its own paycheck (the pay date's): capped apart.
    const own = line.perPeriodCents;
    const paycheck =
      own === undefined
        ? divideCents(amount, periods)
        : Math.min(own, Math.max(0, perPaycheckLeft));
    annualLeft -= amount;
    perPaycheckLeft -= paycheck;
    if (amount === line.annualCents && paycheck === perPeriodCents(line, periods)) continue;
    capped ??= [...lines];
    cappedLabels.push(line.label);
    // A capped amount is no longer rate × wages, so the line shows no rate.
    capped[index] = {
      ...line,
      rate: null,
      annualCents: amount,
      ...(own === undefined ? {} : { perPeriodCents: paycheck }),
      // Quarters placed by pay date no longer add up to the capped year: spread it by wages.
      quarterCents: undefined,
    };
  }
  return { lines: capped ?? lines, cappedLabels: capped ? cappedLabels : NONE };
}

const NONE: readonly string[] = [];

const INCOME_TAX_CODES: ReadonlySet<string> = new Set(INCOME_TAX_ORDER);

function isIncomeTax(line: LineDraft): boolean {
  return INCOME_TAX_CODES.has(line.code);
}
