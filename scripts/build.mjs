// `npm run build`: the production build (next build, then the front server bundled into the
// standalone folder beside its static assets). `npm start` and `npm test` build when needed.
import { ensureBuild } from './lib/build.mjs';

ensureBuild({ force: true });
