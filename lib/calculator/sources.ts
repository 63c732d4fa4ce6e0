import { type NannyTaxLineItem } from '@/lib/tax/contract';

/** A piece of source text: words, or a web address to link. */
export type SourcePart = { kind: 'text'; text: string } | { kind: 'link'; href: string };

/** One cited source, numbered in order of first use, with the lines that rest on it. */
export interface Citation {
  number: number;
  parts: SourcePart[];
  /** The labels of the line items it is the source of, each once. */
  usedBy: string[];
  /** The date the source speaks for, as the first line citing it gives it. */
  asOf: string;
  /** A line citing it is estimated (a projection, a carried or unconfirmed figure). */
  estimated: boolean;
}

export interface Citations {
  list: Citation[];
  /** The citation number of each line item, by its index in `lineItems`. */
  numbers: number[];
}

// Sources are free text with addresses in it; an address ends at whitespace (or a closing
// bracket or semicolon that belongs to the text around it).
const URL_PATTERN = /https?:\/\/[^\s;)]+/g;

/** Splits source text into words and links. */
export function sourceParts(source: string): SourcePart[] {
  const parts: SourcePart[] = [];
  let last = 0;
  for (const match of source.matchAll(URL_PATTERN)) {
    const start = match.index;
    if (start > last) parts.push({ kind: 'text', text: source.slice(last, start) });
    parts.push({ kind: 'link', href: match[0] });
    last = start + match[0].length;
  }
  if (last < source.length) parts.push({ kind: 'text', text: source.slice(last) });
  return parts;
}

/**
 * Numbers the distinct sources of a result's line items (the employee and employer shares of a
 * tax usually share one), so the table can cite "source 1" and list each source once below it.
 */
export function citeSources(lineItems: readonly NannyTaxLineItem[]): Citations {
  const byText = new Map<string, number>();
  const list: Citation[] = [];
  const numbers = lineItems.map((item) => {
    const known = byText.get(item.source);
    if (known !== undefined) {
      const citation = list[known - 1];
      if (citation && !citation.usedBy.includes(item.label)) citation.usedBy.push(item.label);
      if (citation && item.estimated) citation.estimated = true;
      return known;
    }
    const number = list.length + 1;
    byText.set(item.source, number);
    list.push({
      number,
      parts: sourceParts(item.source),
      usedBy: [item.label],
      asOf: item.asOf,
      estimated: item.estimated,
    });
    return number;
  });
  return { list, numbers };
}

/** The in-page anchor of a cited source, which the breakdown table links to. */
export function sourceAnchor(number: number): string {
  return `calculator-source-${number}`;
}
