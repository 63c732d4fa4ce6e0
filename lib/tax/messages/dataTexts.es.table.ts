/** Spanish for each text of the tax data a warning can quote, keyed by its English words. */
export const DATA_TEXTS_ES: Readonly<Record<string, string>> = {};
