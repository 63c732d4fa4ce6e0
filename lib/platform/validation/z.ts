import { z } from 'zod';

// Zod 4 compiles object parsers with `new Function` unless told not to, and probes for that by
// calling `Function("")`. Under our CSP (no 'unsafe-eval') the probe is blocked and reported as a
// violation in every browser, so validation runs in the interpreter everywhere.
z.config({ jitless: true });

/**
 * Zod, configured for this site. Import it from here, never from 'zod' directly. Code that ships
 * to the browser uses Zod Mini from `./zMini` instead: the same validation in a fraction of the bytes.
 */
export { z };
