import typography from '@/components/ui/typography.module.css';
import { type ReactNode } from 'react';
import { type HireNoticeRule } from '@/lib/calculator/offer/hireNotice';
import { fillIn } from '@/lib/calculator/text/fillIn';
import { useOfferText } from './OfferTextContext';

interface HireNoticeLineProps {
  rule: HireNoticeRule;
  stateName: string;
  /** The footnote mark citing the statute or the agency's form. */
  children?: ReactNode;
}

/** The state's written notice at hire in one line: the law, what it asks, where the form is. */
export default function HireNoticeLine({ rule, stateName, children }: HireNoticeLineProps) {
  const { sheet } = useOfferText();
  return (
    <p className={typography.body2} data-hire-notice>
      {fillIn(sheet.hireNotice, { ...rule, state: stateName })}
      {children}
    </p>
  );
}
