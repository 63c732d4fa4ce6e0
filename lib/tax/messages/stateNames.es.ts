import { stateName, type StateCode } from '../states';

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
