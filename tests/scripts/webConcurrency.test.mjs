// @ts-check
// WEB_CONCURRENCY's validation (scripts/lib/webConcurrency.mjs).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  WEB_CONCURRENCY_MAX,
  WebConcurrencyError,
  webConcurrency,
} from '../../scripts/lib/webConcurrency.mjs';

describe('webConcurrency', () => {
  const valid = /** @type {const} */ ([
    ['defaults to the cores when unset', undefined, 6, 6],
    ['defaults to the cores when empty', '  ', 2, 2],
    ['caps the default at the maximum', undefined, 512, WEB_CONCURRENCY_MAX],
    ['takes one', '1', 8, 1],
    ['takes more than the cores', '3', 2, 3],
    ['trims the value', ' 4 ', 2, 4],
    ['takes the maximum', String(WEB_CONCURRENCY_MAX), 2, WEB_CONCURRENCY_MAX],
  ]);
  for (const [what, raw, cores, expected] of valid) {
    it(`${what}`, () => assert.equal(webConcurrency(raw, cores), expected));
  }

  const invalid = ['0', '-1', '1.5', 'two', '2x', '0x2', '1e1', String(WEB_CONCURRENCY_MAX + 1)];
  for (const raw of invalid) {
    it(`throws naming the key when the value is ${JSON.stringify(raw)}`, () => {
      assert.throws(
        () => webConcurrency(raw, 4),
        (error) =>
          error instanceof WebConcurrencyError &&
          error.message.includes('WEB_CONCURRENCY: must be a whole number from 1 to') &&
          error.message.includes(JSON.stringify(raw)),
      );
    });
  }
});
