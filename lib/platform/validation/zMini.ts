import { config } from 'zod/mini';

// Same reason as in ./z: no `new Function` probe under our CSP. Zod Mini shares Zod's core config.
config({ jitless: true });

// Named re-exports only: a namespace import keeps all of Zod (locales included) in the bundle.
/** Zod Mini, configured for this site: the validation functions for code that ships to the browser. */
export {
  enum,
  maxLength,
  minLength,
  nullish,
  object,
  optional,
  pipe,
  record,
  string,
  transform,
  unknown,
} from 'zod/mini';
export type { infer } from 'zod/mini';
