import { type PayFloorNotice } from './payFloorNotice';
import { type CalculatorText } from './text/calculatorText.en';
import { fillIn } from './text/fillIn';
import { ofPlaceEs } from '@/lib/tax/messages/localityNames.es';

/** "Below Seattle's $21.30 minimum." in the page's words, from the engine's notice. */
export function payFloorText(notice: PayFloorNotice, words: CalculatorText['payFloor']): string {
  return fillIn(notice.place === null ? words.belowFederal : words.belowPlace, {
    place: notice.place ?? '',
    // Spanish says "de" with the place's article: "del condado de King" (docs/spanish-glossary.md#places).
    ofPlace: notice.place === null ? '' : ofPlaceEs(notice.place),
    amount: notice.minimumLabel,
    covering: notice.salaried ? words.covering : '',
  });
}
