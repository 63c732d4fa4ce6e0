import { type ReactNode } from 'react';
import PageHero from '@/components/content/PageHero';
import container from '@/components/ui/container.module.css';
import type { FeatureFlags } from '@/lib/platform/flags/flagNames';
import { type CalculatorUnavailableProps } from './CalculatorUnavailable';
import CalculatorUnavailableIsland from './CalculatorUnavailableIsland';
import styles from './CalculatorPageBody.module.css';

interface CalculatorPageBodyProps {
  /** Above the title: "Free tool" in the page's language. */
  eyebrow?: string;
  title: string;
  lead: string;
  flags: Pick<FeatureFlags, 'nannyTaxCalculator' | 'calculatorDowntime'>;
  supportPhone: string;
  /** What the gate flag off offers instead: a calculation by phone. */
  offer: CalculatorUnavailableProps['offer'];
  /** The calculator, shown when the flags allow it. */
  children: ReactNode;
  /** Shown under the calculator or the notice, whatever the flags. */
  after?: ReactNode;
}

/**
 * Either calculator page's body. Flags decide what shows (docs/calculator.md#what-the-page-shows):
 * the downtime flag a maintenance notice with the phone number, the gate flag off an offer of a
 * free calculation by phone, otherwise the calculator.
 */
export default function CalculatorPageBody({
  eyebrow = 'Free tool',
  title,
  lead,
  flags,
  supportPhone,
  offer,
  children,
  after,
}: CalculatorPageBodyProps) {
  return (
    <>
      {/* On paper the hero shrinks to its title, so the results fit one page. */}
      <div className={styles.hero}>
        <PageHero eyebrow={eyebrow} title={title} lead={lead} />
      </div>
      <div className={`${container.lg} ${styles.body}`}>
        {flags.calculatorDowntime || !flags.nannyTaxCalculator ? (
          <CalculatorUnavailableIsland
            downtime={flags.calculatorDowntime}
            supportPhone={supportPhone}
            offer={offer}
          />
        ) : (
          children
        )}
        {after}
      </div>
    </>
  );
}
