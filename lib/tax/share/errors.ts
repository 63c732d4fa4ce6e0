import { NannyTaxInputError } from '../errors';

/** A family of the share pays nothing in the week (no share of the shared pay, no solo hours). */
export class ShareFamilyUnpaidError extends NannyTaxInputError {
  /** The family's index in the request. */
  readonly index: number;

  constructor(index: number, label: string) {
    super(`${label} pays nothing: give it a share of the shared pay or solo hours.`);
    this.name = 'ShareFamilyUnpaidError';
    this.index = index;
  }
}
