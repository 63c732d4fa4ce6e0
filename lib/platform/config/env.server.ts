import { parseEnv } from './schema';
import { toSiteConfig, type SiteConfig } from './siteConfig';

/**
 * The validated configuration of this server process. This is the only module that reads
 * `process.env`; importing it with a bad environment throws, which fails `next build` (page
 * data collection imports it) and the server start (instrumentation imports it).
 */
export const siteConfig: SiteConfig = toSiteConfig(parseEnv(process.env));
