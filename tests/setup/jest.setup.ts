import '@testing-library/jest-dom';
import { webcrypto } from 'node:crypto';

// jsdom has no Web Crypto digest; the data layer hashes with it (lib/tagManager), and views that
// render the site providers may load the tracking runtime while a test runs.
if (!globalThis.crypto?.subtle) {
  Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
}
