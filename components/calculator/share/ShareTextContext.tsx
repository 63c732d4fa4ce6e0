import { createContext, useContext, type ReactNode } from 'react';
import { SHARE_EN, type ShareText } from '@/lib/calculator/share/text/shareText.en';

// English unless the page gives its words, as the nanny tax calculator's context.
const ShareTextContext = createContext<ShareText>(SHARE_EN);

/** The share calculator's own words in the page's language (docs/calculator.md#languages). */
export function useShareText(): ShareText {
  return useContext(ShareTextContext);
}

/** Gives the share calculator's components the words the page props carry. */
export function ShareTextProvider({ text, children }: { text: ShareText; children: ReactNode }) {
  return <ShareTextContext.Provider value={text}>{children}</ShareTextContext.Provider>;
}
