import { createContext, useContext, type ReactNode } from 'react';
import { CALCULATOR_EN, type CalculatorText } from '@/lib/calculator/text/calculatorText.en';

// English unless the page gives its words: the share calculator's parts use the same components.
const CalculatorTextContext = createContext<CalculatorText>(CALCULATOR_EN);

/** The nanny tax calculator's words in the page's language (docs/calculator.md#languages). */
export function useCalculatorText(): CalculatorText {
  return useContext(CalculatorTextContext);
}

/** Gives the calculator's components the words the page props carry. */
export function CalculatorTextProvider({
  text,
  children,
}: {
  text: CalculatorText;
  children: ReactNode;
}) {
  return <CalculatorTextContext.Provider value={text}>{children}</CalculatorTextContext.Provider>;
}
