import { type ResultsStatus } from '@/lib/calculator/calculatorState';
import { telHref } from '@/lib/site/seo/navigation';
import CalculatorNotice from './CalculatorNotice';

interface ResultsStatusNoticeProps {
  status: ResultsStatus;
  supportPhone: string;
}

/**
 * Says when the results on screen are not those of the form: a field is invalid, the next
 * result is being worked out, or the engine could not be loaded. The polite region is always
 * in the page, so screen readers hear "Updating" and the answer after it (ResultSummary).
 */
export default function ResultsStatusNotice({ status, supportPhone }: ResultsStatusNoticeProps) {
  if (status === 'engineFailed') {
    return (
      <CalculatorNotice tone="error" role="alert" data-no-print data-calculator-status={status}>
        We couldn’t load the calculator just now, so these results are for your earlier entry. Check
        your connection and change any field to try again, or call{' '}
        <a href={telHref(supportPhone)}>{supportPhone}</a> and a specialist will work it out with
        you.
      </CalculatorNotice>
    );
  }
  return (
    <div role="status" aria-live="polite" data-no-print data-calculator-status={status}>
      {status === 'invalid' ? (
        <CalculatorNotice tone="warning">
          These results are for your last complete entry. Fix the highlighted field to update them.
        </CalculatorNotice>
      ) : null}
      {status === 'incomplete' ? (
        <CalculatorNotice tone="info">
          These results are for your last complete entry. Fill in the new fields to update them.
        </CalculatorNotice>
      ) : null}
      {status === 'updating' ? (
        <CalculatorNotice tone="info">Updating your results…</CalculatorNotice>
      ) : null}
    </div>
  );
}
