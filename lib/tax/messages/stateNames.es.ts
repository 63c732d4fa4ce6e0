import { STATE_CODES, stateName, type StateCode } from '../states';

/**
 * The states whose Spanish name differs from the English one (docs/spanish-glossary.md#places);
 * every other state keeps its English name, as the programs' Spanish names do ("de Oregon").
 */
const SPANISH_NAMES: Partial<Record<StateCode, string>> = {
  HI: 'Hawái',
  NJ: 'Nueva Jersey',
  NM: 'Nuevo México',
  NY: 'Nueva York',
  NC: 'Carolina del Norte',
  ND: 'Dakota del Norte',
  PA: 'Pensilvania',
  SC: 'Carolina del Sur',
  SD: 'Dakota del Sur',
  WV: 'Virginia Occidental',
};

/** A state's name in Spanish: "Nueva York", "Texas". */
export function stateNameEs(code: StateCode): string {
  return SPANISH_NAMES[code] ?? stateName(code);
}

// The calendar data names DC as its agencies do, "District of Columbia".
const CODE_BY_NAME: ReadonlyMap<string, StateCode> = new Map([
  ...STATE_CODES.map((code): [string, StateCode] => [stateName(code), code]),
  ['District of Columbia', 'DC'],
]);

/** A state named in English ("New York") in Spanish ("Nueva York"), or undefined if not a state. */
export function stateNameEsOf(english: string): string | undefined {
  const code = CODE_BY_NAME.get(english);
  return code === undefined ? undefined : stateNameEs(code);
}
