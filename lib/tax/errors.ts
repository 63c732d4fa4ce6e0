/** The input names a tax year or state the engine has no data for, or a value out of range. */
export class NannyTaxInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'NannyTaxInputError';
  }
}

/** Net-to-gross found no gross pay that reaches the take-home target (should not happen). */
export class NetToGrossError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'NetToGrossError';
  }
}
