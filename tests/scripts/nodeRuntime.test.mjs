// @ts-check
// The project's one Node.js (scripts/lib/nodeRuntime.mjs): pinned once, run by the tests, shipped
// by the image.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import {
  assertNodeRuntime,
  NodeRuntimeError,
  pinnedNodeVersion,
} from '../../scripts/lib/nodeRuntime.mjs';

const read = (/** @type {string} */ file) =>
  readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8');

describe('nodeRuntime', () => {
  it('reads an exact pinned version from package.json', () => {
    assert.match(pinnedNodeVersion(), /^\d+\.\d+\.\d+$/);
  });

  it('accepts the pinned major and refuses another, naming both', () => {
    assert.doesNotThrow(() => assertNodeRuntime('v26.0.0', '26.12.1'));
    assert.throws(
      () => assertNodeRuntime('v20.20.2', '26.12.1'),
      (error) => {
        assert.ok(error instanceof NodeRuntimeError);
        assert.match(error.message, /v20\.20\.2/);
        assert.match(error.message, /Node\.js 26 \(26\.12\.1\)/);
        return true;
      },
    );
  });

  it('runs these tests on the pinned major', () => {
    assert.doesNotThrow(() => assertNodeRuntime());
  });

  it('ships the pinned version in the image', () => {
    const arg = /^ARG NODE_VERSION=(\S+)$/m.exec(read('Dockerfile'))?.[1];
    assert.equal(arg, pinnedNodeVersion());
  });

  it('states the pinned major as the only supported range in engines', () => {
    const pkg = JSON.parse(read('package.json'));
    assert.equal(pkg.engines.node, `^${pinnedNodeVersion().split('.')[0]}.0.0`);
  });
});
