/**
 * The shape a translation must have, from the English catalog it translates: the same keys, a
 * string for each string, the same parameters for each function (docs/site.md#messages). A key
 * missing from a translation, or one the English lacks, fails type-checking.
 */
export type Translation<Catalog> = {
  readonly [Key in keyof Catalog]: Catalog[Key] extends string
    ? string
    : Catalog[Key] extends (...args: infer Args) => string
      ? (...args: Args) => string
      : Translation<Catalog[Key]>;
};
