import { useCalculatorText } from './CalculatorTextContext';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId, useMemo, type ReactNode } from 'react';
import { type Calculation } from '@/lib/calculator/calculation';
import { type ResultsStatus } from '@/lib/calculator/calculatorState';
import { citeSources } from '@/lib/calculator/sources';
import { isDecisionWarning } from '@/lib/calculator/decisionWarnings';
import DecisionBanner from './DecisionBanner';
import Disclosure from './Disclosure';
import LineItemTable from './LineItemTable';
import MoneyPicture from './MoneyPicture';
import ResultDateLine from './ResultDateLine';
import ResultHeadline from './ResultHeadline';
import PayRatesTable from './PayRatesTable';
import ResultsFrame from './ResultsFrame';
import ResultSummary from './ResultSummary';
import SavingsSummary from './SavingsSummary';
import SourceList from './SourceList';
import TotalsTable from './TotalsTable';
import WarningList from './WarningList';
import YearViewTable from './YearViewTable';

interface ResultsPanelProps extends Pick<Calculation, 'input' | 'result' | 'rates'> {
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

/**
 * Everything the calculation says, the answer first: the warnings that change the decision, the
 * answer in a sentence and in figures with the next payments, where the money goes, the totals;
 * then the details behind headings that open (docs/calculator.md#the-answer-first).
 */
export default function ResultsPanel({ input, result, rates, status }: ResultsPanelProps) {
  const citations = useMemo(() => citeSources(result.lineItems), [result.lineItems]);
  const { savings } = result;
  const notes = result.warnings.filter((w) => !isDecisionWarning(w));
  const { results: words } = useCalculatorText();
  return (
    <ResultsFrame
      heading={words.heading}
      status={status}
      marker="calculator-results"
      fade="sections"
    >
      <ResultDateLine
        taxYear={result.taxYear}
        payDate={result.payDate}
        preliminary={result.preliminary}
      />
      <DecisionBanner warnings={result.warnings} />
      <ResultSummary
        result={result}
        pay={{ per: input.pay.per, frequency: input.payFrequency, rates }}
      />
      <ResultHeadline result={result} payFrequency={input.payFrequency} />
      <MoneyPicture annual={result.annual} />
      <Section title={words.totalsHeading}>
        {(id) => <TotalsTable result={result} payFrequency={input.payFrequency} labelledBy={id} />}
      </Section>
      {savings ? (
        <Section title={words.savingsHeading}>
          {(id) => <SavingsSummary savings={savings} labelledBy={id} />}
        </Section>
      ) : null}
      <Disclosure title={words.breakdownHeading}>
        {(id) => <LineItemTable lineItems={result.lineItems} labelledBy={id} />}
      </Disclosure>
      <Disclosure title={words.payRatesHeading} screenOnly>
        {(id) => <PayRatesTable payRates={result.payRates} labelledBy={id} />}
      </Disclosure>
      {/* The dates would push the printout onto a second page; the tax summary prints alone. */}
      <Disclosure title={words.quartersHeading} screenOnly>
        {() => (
          <YearViewTable yearView={result.yearView} taxYear={result.taxYear} part="quarters" />
        )}
      </Disclosure>
      <Disclosure title={words.datesHeading} screenOnly>
        {() => (
          <YearViewTable yearView={result.yearView} taxYear={result.taxYear} part="dueDates" />
        )}
      </Disclosure>
      {/* The long list of sources would push the printout onto a second page. */}
      <Disclosure title={words.sourcesHeading} screenOnly>
        {(id) => (
          <>
            {notes.length > 0 ? <WarningList warnings={notes} labelledBy={id} /> : null}
            <SourceList citations={citations.list} labelledBy={id} />
          </>
        )}
      </Disclosure>
    </ResultsFrame>
  );
}
