import { type CompleteNannyShareInput, type NannyShareResult } from '@/lib/tax/share/contract';
import { type ShareForm } from './shareForm';

/** A valid share with the engine's answer, its plain-words summary, URL and form. */
export interface ShareCalculation {
  input: CompleteNannyShareInput;
  result: NannyShareResult;
  /** One sentence per family and one for the nanny (./shareSummary.ts). */
  summary: string[];
  /** The query string (without "?") that reproduces `input` on the share page. */
  search: string;
  form: ShareForm;
}
