import { localizeNannyShareResult } from '@/lib/tax/messages/localizeResult';
import { shareEngineIn } from './shareEngine';
import { SHARE_ENGINE_ES } from './text/shareEngineText.es';

// The engine side of the Spanish share page: the same engine, with its answer's words (warnings,
// line names), the form's messages and the summary in Spanish (docs/calculator.md#languages). Its
// own chunk, so an English page never loads the Spanish tables, and the Spanish page loads them
// only with the engine, on the first interaction.

const spanish = shareEngineIn({
  locale: 'es',
  words: SHARE_ENGINE_ES,
  localize: (result) => localizeNannyShareResult(result, 'es'),
});

export const { calculateShare, calculateShareOrDefault, checkForm } = spanish;
