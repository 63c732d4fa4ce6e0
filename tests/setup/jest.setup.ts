import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { webcrypto } from 'node:crypto';
import { TextEncoder as NodeTextEncoder } from 'node:util';

// jsdom has no Web Crypto digest; the data layer hashes with it (lib/tracking/tagManager), and views that
// render the site providers may load the tracking runtime while a test runs.
if (!globalThis.crypto?.subtle) {
  Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
}
// …nor TextEncoder, which feeds the digest its UTF-8 bytes.
if (typeof globalThis.TextEncoder === 'undefined') {
  Object.defineProperty(globalThis, 'TextEncoder', { value: NodeTextEncoder, configurable: true });
}

// On a busy two-core machine (npm test runs the build beside Jest) a result can take
// longer than Testing Library's default second to settle: its waits give up after 3 s instead.
configure({ asyncUtilTimeout: 3000 });
