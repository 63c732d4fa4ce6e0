// @ts-check
// The lint gate against import circles (eslint.config.mjs, import/no-cycle). A file of its own:
// the rule caches the graph it has seen per process, so earlier lint runs would hide the circle.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ESLint } from 'eslint';

test('an import that closes a circle fails the lint (import/no-cycle)', async () => {
  const eslint = new ESLint({ cwd: process.cwd() });
  // serverAuth.server imports authState's values; authState importing it back closes the circle.
  const [result] = await eslint.lintText(
    "import { loadServerAuth } from './serverAuth.server';\nexport const load = loadServerAuth;\n",
    { filePath: 'lib/members/auth/authState.ts' },
  );
  const cycles = (result?.messages ?? []).filter((message) => message.ruleId === 'import/no-cycle');
  assert.equal(cycles.length, 1);
  assert.match(cycles[0]?.message ?? '', /Dependency cycle/);
});
