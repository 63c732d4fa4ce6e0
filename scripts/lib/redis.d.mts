export function findRedisServer(): string | undefined;
export function ensureRedisServer(): string | undefined;
