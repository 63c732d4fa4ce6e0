import { createContext, useContext, type ReactNode } from 'react';
import { type OfferPageText } from '@/lib/calculator/offer/text/offerText';

// No default language: the words come from the page's props only, so neither twin carries the
// other's words in its scripts (docs/site.md#messages).
const OfferTextContext = createContext<OfferPageText | null>(null);

/** The offer sheet's words in the page's language (docs/calculator.md#offer-sheet). */
export function useOfferText(): OfferPageText {
  const text = useContext(OfferTextContext);
  if (!text) throw new Error('The offer sheet’s parts render inside OfferTextProvider');
  return text;
}

/** Gives the offer sheet's parts the words the page props carry. */
export function OfferTextProvider({
  text,
  children,
}: {
  text: OfferPageText;
  children: ReactNode;
}) {
  return <OfferTextContext.Provider value={text}>{children}</OfferTextContext.Provider>;
}
