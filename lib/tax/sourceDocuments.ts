/**
 * A figure's source text read as the documents it cites (docs/tax-data.md#source-rule). Source
 * text is written "Agency, Title (date): what it says, https://address", documents and notes
 * separated by "; ". A reader gets the agency and title as the link's words and what it says after them, so
 * no raw address sits in a sentence and no link is named only by its site.
 */

/** One cited document: its agency and title, its address where it has one, and what it says. */
export interface SourceDocument {
  /** The agency and document title: the link's words ('' for a note without an address). */
  title: string;
  href: string | null;
  /** What the document says for this figure, or a note ('' when the title says it all). */
  detail: string;
}

// A web address ends at whitespace, a semicolon or a closing bracket, and never with the colon,
// comma or full stop of the sentence around it ("…/contributions: contributions start …").
const URL_PATTERN = /https?:\/\/[^\s;)]*[^\s;):,.]/g;

/** Source text with its addresses taken out and the punctuation they leave behind tidied. */
export function withoutAddresses(text: string): string {
  return text
    .replace(URL_PATTERN, '')
    .replace(/\(\s*\)/g, '')
    .replace(/\s+([,;:.)])/g, '$1')
    .replace(/[,:]([;.])/g, '$1')
    .replace(/[\s,;:]+$/, '')
    .replace(/\s{2,}/g, ' ')
    .trim();
}

/** The web addresses in source text, in order. */
export function addressesIn(text: string): string[] {
  return text.match(URL_PATTERN) ?? [];
}

/** The site an address belongs to ("ssa.gov"): the words of a link with no title of its own. */
function siteOf(href: string): string {
  try {
    return new URL(href).hostname.replace(/^www\./, '');
  } catch {
    return href;
  }
}

/** Where the title ends: the first ": " outside brackets and quotes, or -1. */
function titleEnd(text: string): number {
  let depth = 0;
  let quoted = false;
  for (let i = 0; i < text.length - 1; i++) {
    const c = text[i];
    if (c === '(' || c === '“') depth++;
    else if ((c === ')' || c === '”') && depth > 0) depth--;
    else if (c === '"') quoted = !quoted;
    else if (c === ':' && text[i + 1] === ' ' && depth === 0 && !quoted) return i;
  }
  return -1;
}

/** The words an address in brackets backs: from the bracket to it ("(EDD, Household Employer, "). */
function bracketedTitle(part: string, at: number): string | null {
  let depth = 0;
  for (let i = at - 1; i >= 0; i--) {
    if (part[i] === ')') depth++;
    else if (part[i] === '(') {
      if (depth === 0) return withoutAddresses(part.slice(i + 1, at));
      depth--;
    }
  }
  return null;
}

/**
 * One document's part of the text. An address in brackets is linked from the words before it in
 * its brackets; the first other address links the part's title (the words before its colon).
 */
function documentsOf(part: string): SourceDocument[] {
  const cited: SourceDocument[] = [];
  let main: string | null = null;
  for (const match of part.matchAll(URL_PATTERN)) {
    const href = match[0];
    const inBrackets = bracketedTitle(part, match.index);
    if (inBrackets) cited.push({ title: inBrackets, href, detail: '' });
    else if (main === null) main = href;
    else cited.push({ title: siteOf(href), href, detail: '' });
  }
  // An address between a title and its colon leaves "Title,:" behind; a part may start with one.
  const text = withoutAddresses(part)
    .replace(/,([:)])/g, '$1')
    .replace(/^[\s,;:]+/, '');
  if (main === null) return [...(text ? [{ title: '', href: null, detail: text }] : []), ...cited];
  const colon = titleEnd(text);
  const [title, detail] =
    colon > 0 ? [text.slice(0, colon), text.slice(colon + 2)] : [text || siteOf(main), ''];
  return [{ title, href: main, detail }, ...cited];
}

/** The text's parts at each "; " outside brackets and quotes: one cited document or note each. */
function partsOf(source: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let start = 0;
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (c === '(' || c === '“') depth++;
    else if ((c === ')' || c === '”') && depth > 0) depth--;
    else if (c === '"') quoted = !quoted;
    else if (c === ';' && /\s/.test(source[i + 1] ?? '') && depth === 0 && !quoted) {
      parts.push(source.slice(start, i));
      start = i + 1;
    }
  }
  return [...parts, source.slice(start)];
}

/** The documents a source text cites, in its order. */
export function sourceDocuments(source: string): SourceDocument[] {
  return partsOf(source).flatMap(documentsOf);
}
