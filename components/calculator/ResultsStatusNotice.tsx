import { type ResultsStatus } from '@/lib/calculator/calculatorState';
import { telHref } from '@/lib/site/seo/navigation';
import Notice from '@/components/ui/Notice';

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
      <Notice tone="error" role="alert" data-no-print data-calculator-status={status}>
        We couldn’t load the calculator just now, so these results are for your earlier entry. Check
        your connection and change any field to try again, or call{' '}
        <a href={telHref(supportPhone)}>{supportPhone}</a> and a specialist will work it out with
        you.
      </Notice>
    );
  }
  return (
    <div role="status" aria-live="polite" data-no-print data-calculator-status={status}>
      {status === 'invalid' ? (
        <Notice tone="warning">
          These results are for your last complete entry. Fix the highlighted field to update them.
        </Notice>
      ) : null}
      {status === 'incomplete' ? (
        <Notice tone="info">
          These results are for your last complete entry. Fill in the new fields to update them.
        </Notice>
      ) : null}
      {status === 'updating' ? <Notice tone="info">Updating your results…</Notice> : null}
    </div>
  );
}
