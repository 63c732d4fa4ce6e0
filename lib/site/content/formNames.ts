/** Tax form names that must not break at their hyphen: W-2, W-3, W-4, I-9, 1099-NEC, DE-4. */
const FORM_NAME = /\b(?:[A-Z]{1,3}-\d{1,4}[A-Z]{0,3}|\d{3,4}-[A-Z]{2,4})\b/g;

/** A piece of text, marked when it is a form name to keep on one line. */
export interface TextPiece {
  text: string;
  formName: boolean;
}

/** Splits text into plain runs and form names, in order; joined, the pieces are the text. */
export function splitFormNames(text: string): TextPiece[] {
  const pieces: TextPiece[] = [];
  let at = 0;
  for (const match of text.matchAll(FORM_NAME)) {
    if (match.index > at) pieces.push({ text: text.slice(at, match.index), formName: false });
    pieces.push({ text: match[0], formName: true });
    at = match.index + match[0].length;
  }
  if (at < text.length) pieces.push({ text: text.slice(at), formName: false });
  return pieces;
}
