import { useCalculatorText } from './CalculatorTextContext';
import { fillIn } from '@/lib/calculator/text/fillIn';
import { ActionButton } from '@/components/ui/ActionButton';
import { type PayFloorNotice } from '@/lib/calculator/payFloorNotice';
import { ofPlaceEs } from '@/lib/tax/messages/localityNames.es';

interface PayFloorNoticeTextProps {
  notice: PayFloorNotice;
  /** Puts the suggested amount in the Pay field. */
  onUse: (amount: string) => void;
}

/** "Below Seattle's $21.30 minimum." with a one-click "Use $21.30", under the Pay field. */
export default function PayFloorNoticeText({ notice, onUse }: PayFloorNoticeTextProps) {
  const { suggestedAmount, suggestedLabel } = notice;
  const { payFloor: words } = useCalculatorText();
  const text = fillIn(notice.place === null ? words.belowFederal : words.belowPlace, {
    place: notice.place ?? '',
    // Spanish says "de" with the place's article: "del condado de King" (docs/spanish-glossary.md#places).
    ofPlace: notice.place === null ? '' : ofPlaceEs(notice.place),
    amount: notice.minimumLabel,
    covering: notice.salaried ? words.covering : '',
  });
  return (
    <>
      <span data-pay-floor>{text}</span>
      {suggestedAmount === null || suggestedLabel === null ? null : (
        <ActionButton
          type="button"
          variant="outlined"
          size="small"
          onClick={() => onUse(suggestedAmount.toFixed(2))}
        >
          {fillIn(words.use, { amount: suggestedLabel })}
        </ActionButton>
      )}
    </>
  );
}
