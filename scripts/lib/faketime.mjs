// Debian's libfaketime, for the e2e test that runs the site's server on a fixed clock (New
// Year's Eve and Day, tests/e2e/newYear.spec.ts): the server reads the real clock, as in
// production, and the library moves it.
import { ensurePackagedFile } from './debianPackage.mjs';

/** The libfaketime path, installing Debian's `faketime` as root if needed; else undefined. */
export function ensureFaketime() {
  return ensurePackagedFile({
    pkg: 'faketime',
    candidates: [
      '/usr/lib/x86_64-linux-gnu/faketime/libfaketime.so.1',
      '/usr/lib/aarch64-linux-gnu/faketime/libfaketime.so.1',
      '/usr/lib/faketime/libfaketime.so.1',
    ],
    envVar: 'FAKETIME_LIB',
    without: 'the fixed-clock tests',
  });
}
