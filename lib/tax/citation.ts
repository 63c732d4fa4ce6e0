import { type NannyTaxSource } from './contract';
import { addressesIn, withoutAddresses } from './sourceDocuments';
import { type Figure } from './types';

/**
 * A figure's source as the answer hands it to a reader (docs/tax-data.md#source-rule): the words
 * apart from the web addresses, so a sentence never carries a raw URL, with the date it speaks
 * for and whether the figure is estimated.
 */
export function citationOf(figure: Figure<unknown>): NannyTaxSource {
  const urls = addressesIn(figure.source);
  const text = withoutAddresses(figure.source);
  return { text, urls: [...urls], asOf: figure.asOf, estimated: figure.estimated === true };
}
