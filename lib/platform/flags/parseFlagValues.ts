import type { FlagDefaults } from '@/lib/platform/config/siteConfig';
import { FLAG_NAMES, FLAG_TYPES } from './flagNames';

/**
 * Flag values from JSON text (a flag file, or the flags the front server sends with a render
 * request): a JSON object whose known flags, when of the flag's type, override the defaults.
 * Anything else (unknown names, wrong types, malformed JSON) is ignored and named in `problems`,
 * so a bad edit never takes a page down.
 */
export function parseFlagValues(
  text: string,
  defaults: FlagDefaults,
): { values: FlagDefaults; problems: string[] } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { values: defaults, problems: ['not valid JSON'] };
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    return { values: defaults, problems: ['not a JSON object'] };
  }
  const sent = parsed as Record<string, unknown>;
  const values: Record<string, boolean | string> = { ...defaults };
  const problems: string[] = [];
  for (const [name, value] of Object.entries(sent)) {
    const type = (FLAG_TYPES as Record<string, string>)[name];
    if (!type) problems.push(`unknown flag "${name}"`);
    else if (typeof value !== type) problems.push(`flag "${name}" must be a ${type}`);
    else values[name] = value as boolean | string;
  }
  return {
    values: Object.fromEntries(
      FLAG_NAMES.map((name) => [name, values[name]]),
    ) as unknown as FlagDefaults,
    problems,
  };
}
