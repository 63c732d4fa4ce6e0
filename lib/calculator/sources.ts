import { type NannyTaxLineItem } from '@/lib/tax/contract';
import { sourceDocuments, type SourceDocument } from '@/lib/tax/sourceDocuments';

/** One cited source, numbered in order of first use, with the lines that rest on it. */
export interface Citation {
  number: number;
  /** The documents it cites: agency and title (the link's words), then what each says. */
  documents: SourceDocument[];
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
      documents: sourceDocuments(item.source),
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
