import { type CompleteNannyShareInput, type NannyShareResult } from '@/lib/tax/share/contract';
import { type PayFloorNotice } from '../payFloorNotice';
import { type ShareForm } from './shareForm';

/** A valid share with the engine's answer, its plain-words summary, URL and form. */
export interface ShareCalculation {
  input: CompleteNannyShareInput;
  result: NannyShareResult;
  /** One sentence per family and one for the nanny (./shareSummary.ts). */
  summary: string[];
  /** What the shared rate says when the week's regular rate is below a minimum wage, or null. */
  payFloor: PayFloorNotice | null;
  /** The query string (without "?") that reproduces `input` on the share page. */
  search: string;
  form: ShareForm;
}
