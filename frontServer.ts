// The production entry (`node .next/standalone/front-server.js`): the front server ahead of
// Next.js's request handler, in the same process, with the routes it answers itself. Bundled by
// scripts/lib/build.mjs with esbuild. It sits outside lib/ because it joins domains that do not
// import each other: the server (lib/serving) and the calculator's routes (lib/calculator).
import { randomBytes } from 'node:crypto';

// The render secret must exist before the configuration is read (here and inside Next.js's
// bundles, which read it when they first load), so it is set before anything else is imported.
// It lives only as long as this process, like the page cache it protects.
// eslint-disable-next-line no-restricted-properties -- written, not read: lib/platform/config reads it.
process.env.INTERNAL_RENDER_SECRET ??= randomBytes(32).toString('base64url');

void Promise.all([
  import('@/lib/serving/frontServer/serveSite.server'),
  import('@/lib/calculator/calculationRoutes.server'),
]).then(([{ serveSite }, { DIRECT_ROUTES }]) => serveSite({ directRoutes: DIRECT_ROUTES }));
