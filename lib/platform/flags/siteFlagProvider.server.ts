import { readFileSync, watchFile } from 'node:fs';
import type { TypedInMemoryProvider } from '@openfeature/server-sdk';
import { siteConfig } from '@/lib/platform/config/env.server';
import { logger } from '@/lib/platform/logging/logger.server';
import { createConfigFlagProvider, flagConfiguration } from './configFlagProvider.server';
import { parseFlagValues } from './parseFlagValues';

/** How often the flag file is checked for changes. */
const FLAG_FILE_POLL_MS = 500;

function readFlagFile(path: string) {
  try {
    const { values, problems } = parseFlagValues(
      readFileSync(path, 'utf8'),
      siteConfig.flagDefaults,
    );
    if (problems.length > 0) logger.warn({ path, problems }, 'Flag file entries ignored');
    return values;
  } catch (error) {
    logger.warn({ path, err: error }, 'Flag file unreadable; using configured flag values');
    return siteConfig.flagDefaults;
  }
}

/**
 * The site's OpenFeature provider: the in-memory provider with the configured `FLAG_*` values, or,
 * when `FLAG_FILE` names a JSON file, with that file's values, re-read whenever it changes, so a
 * flag change reaches the next visitor without a restart. A real flag service replaces this with
 * its own OpenFeature provider; the loader and the front server each register what this returns.
 */
export function createSiteFlagProvider(): TypedInMemoryProvider {
  const path = siteConfig.flagFile;
  if (!path) return createConfigFlagProvider(siteConfig.flagDefaults);
  const provider = createConfigFlagProvider(readFlagFile(path));
  watchFile(path, { interval: FLAG_FILE_POLL_MS, persistent: false }, () => {
    provider.putConfiguration(flagConfiguration(readFlagFile(path)));
  });
  return provider;
}
