/**
 * One value per server process under `name`, made by `create` on the first call. Kept on
 * `globalThis` because Next.js bundles instrumentation, each API route and the pages apart: a
 * module-level variable would give each bundle its own copy, and state that must be one per
 * process (a Redis connection, the sign-out denylist) would silently split.
 */
export function processSingleton<T>(name: string, create: () => T): T {
  const key = Symbol.for(`hp-vhp.${name}`);
  const holder = globalThis as typeof globalThis & Record<symbol, { value: T } | undefined>;
  const existing = holder[key];
  if (existing) return existing.value;
  const made = { value: create() };
  holder[key] = made;
  return made.value;
}
