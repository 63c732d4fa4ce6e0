import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId, useMemo, type ReactNode } from 'react';
import { type Calculation } from '@/lib/calculator/calculation';
import { type ResultsStatus } from '@/lib/calculator/calculatorState';
import { citeSources } from '@/lib/calculator/sources';
import LineItemTable from './LineItemTable';
import PayRatesTable from './PayRatesTable';
import ResultsFrame from './ResultsFrame';
import ResultSummary from './ResultSummary';
import SavingsSummary from './SavingsSummary';
import SourceList from './SourceList';
import TotalsTable from './TotalsTable';
import WarningList from './WarningList';
import YearViewTable from './YearViewTable';

interface ResultsPanelProps extends Pick<Calculation, 'input' | 'result' | 'summary'> {
  /** Whether the results shown belong to the form (else: the last complete input's). */
  status: ResultsStatus;
}

interface SectionProps {
  title: string;
  /** Left out of the one-page printout (the screen keeps it). */
  screenOnly?: boolean;
  children: (id: string) => ReactNode;
}

function Section({ title, screenOnly = false, children }: SectionProps) {
  const id = useId();
  return (
    <Box
      component="section"
      aria-labelledby={id}
      {...(screenOnly ? { 'data-no-print': true } : {})}
    >
      <Typography id={id} variant="h3" sx={{ fontSize: '1.15rem', mb: 1 }}>
        {title}
      </Typography>
      {children(id)}
    </Box>
  );
}

/** Everything the calculation says: the answer, the totals, each tax with its source, the rest. */
export default function ResultsPanel({ input, result, summary, status }: ResultsPanelProps) {
  const citations = useMemo(() => citeSources(result.lineItems), [result.lineItems]);
  const { savings } = result;
  return (
    <ResultsFrame
      heading="Your results"
      status={status}
      marker="calculator-results"
      fade="sections"
    >
      <ResultSummary summary={summary} result={result} />
      <Section title="Per paycheck and per year">
        {(id) => <TotalsTable result={result} payFrequency={input.payFrequency} labelledBy={id} />}
      </Section>
      <Section title="Pay rates" screenOnly>
        {(id) => <PayRatesTable payRates={result.payRates} labelledBy={id} />}
      </Section>
      <Section title="Tax breakdown">
        {(id) => (
          <LineItemTable
            lineItems={result.lineItems}
            citations={citations.numbers}
            labelledBy={id}
          />
        )}
      </Section>
      {savings ? (
        <Section title="Your family’s estimated savings">
          {(id) => <SavingsSummary savings={savings} labelledBy={id} />}
        </Section>
      ) : null}
      {/* The dates would push the printout onto a second page; the tax summary prints alone. */}
      <Section title="Your year: when to pay" screenOnly>
        {() => <YearViewTable yearView={result.yearView} taxYear={result.taxYear} />}
      </Section>
      {result.warnings.length > 0 ? (
        <Section title="Good to know">
          {(id) => <WarningList warnings={result.warnings} labelledBy={id} />}
        </Section>
      ) : null}
      <Section title="Sources">
        {(id) => <SourceList citations={citations.list} labelledBy={id} />}
      </Section>
    </ResultsFrame>
  );
}
