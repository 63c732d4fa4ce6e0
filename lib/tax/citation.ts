import { type NannyTaxSource } from './contract';
import { type Figure } from './types';

// A web address in source text ends at whitespace, a semicolon or a closing bracket.
const URL_PATTERN = /https?:\/\/[^\s;)]+/g;

/**
 * A figure's source as the answer hands it to a reader (docs/tax-data.md#source-rule): the words
 * apart from the web addresses, so a sentence never carries a raw URL, with the date it speaks
 * for and whether the figure is estimated.
 */
export function citationOf(figure: Figure<unknown>): NannyTaxSource {
  const urls = figure.source.match(URL_PATTERN) ?? [];
  const text = figure.source
    .replace(URL_PATTERN, '')
    .replace(/\(\s*\)/g, '')
    .replace(/\s+([,;:.)])/g, '$1')
    .replace(/[,:]([;.])/g, '$1')
    .replace(/[\s,;:]+$/, '')
    .replace(/\s{2,}/g, ' ')
    .trim();
  return { text, urls: [...urls], asOf: figure.asOf, estimated: figure.estimated === true };
}
