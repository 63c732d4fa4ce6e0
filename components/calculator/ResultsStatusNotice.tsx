import { type ResultsStatus } from '@/lib/calculator/calculatorState';
import { telHref } from '@/lib/site/seo/navigation';
import Notice from '@/components/ui/Notice';
import { useCalculatorText } from './CalculatorTextContext';

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
  const { status: words } = useCalculatorText();
  if (status === 'engineFailed') {
    return (
      <Notice tone="error" role="alert" data-no-print data-calculator-status={status}>
        {words.engineFailedBefore} <a href={telHref(supportPhone)}>{supportPhone}</a>{' '}
        {words.engineFailedAfter}
      </Notice>
    );
  }
  return (
    <div role="status" aria-live="polite" data-no-print data-calculator-status={status}>
      {status === 'invalid' ? <Notice tone="warning">{words.invalid}</Notice> : null}
      {status === 'incomplete' ? <Notice tone="info">{words.incomplete}</Notice> : null}
      {status === 'updating' ? <Notice tone="info">{words.updating}</Notice> : null}
    </div>
  );
}
