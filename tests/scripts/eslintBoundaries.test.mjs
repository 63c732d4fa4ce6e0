// @ts-check
// The layout's import boundaries are lint rules (eslint.config.mjs): these tests lint deliberately
// bad imports, placed in real files of each zone, and expect the boundary's own message.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ESLint } from 'eslint';

const eslint = new ESLint({ cwd: process.cwd() });

/**
 * The no-restricted-imports messages for `code` as if it were the file at `filePath`.
 * @param {string} filePath
 * @param {string} code
 */
async function restrictedImportMessages(filePath, code) {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message);
}

test('lib/ may not import a component', async () => {
  const messages = await restrictedImportMessages(
    'lib/site/seo/structuredData.ts',
    "import PageShell from '@/components/layout/PageShell';\nexport const shell = PageShell;\n",
  );
  assert.equal(messages.length, 1);
  assert.match(messages[0] ?? '', /lib\/ holds no React components/);
});

test('lib/ may not import React (hooks live with their components)', async () => {
  const messages = await restrictedImportMessages(
    'lib/site/seo/structuredData.ts',
    "import { useState } from 'react';\nexport const hook = useState;\n",
  );
  assert.equal(messages.length, 1);
  assert.match(messages[0] ?? '', /lib\/ has no React/);
});

test('a component may not import a *.server module', async () => {
  const messages = await restrictedImportMessages(
    'components/layout/SkipLink.tsx',
    "import { siteConfig } from '@/lib/platform/config/env.server';\nexport const brand = siteConfig.brandName;\n",
  );
  assert.equal(messages.length, 1);
  assert.match(messages[0] ?? '', /runs on the server only/);
});

test('no site code may import the local development stack', async () => {
  for (const filePath of [
    'lib/site/seo/structuredData.ts',
    'components/layout/SkipLink.tsx',
    'pages/referral.tsx',
  ]) {
    const messages = await restrictedImportMessages(
      filePath,
      "import { MEMBERS } from '@/local-stack/identity-provider/members.mjs';\nexport const members = MEMBERS;\n",
    );
    assert.equal(messages.length, 1, filePath);
    assert.match(messages[0] ?? '', /never depends on the local development stack/, filePath);
  }
});

test('the base rules still apply inside a zone (one-level MUI imports)', async () => {
  const messages = await restrictedImportMessages(
    'components/layout/SkipLink.tsx',
    "import { Button } from '@mui/material';\nexport const button = Button;\n",
  );
  assert.equal(messages.length, 1);
  assert.match(messages[0] ?? '', /one level deep/);
});

test('pages may import server modules; lib may import lib', async () => {
  assert.deepEqual(
    await restrictedImportMessages(
      'pages/referral.tsx',
      "import { pagePropsLoader } from '@/lib/serving/pageProps/loadPageProps.server';\nexport const getServerSideProps = pagePropsLoader('referral');\n",
    ),
    [],
  );
});

test('vendor SDKs are imported only by their wrappers', async () => {
  const amplitude =
    "import * as amplitude from '@amplitude/analytics-browser';\nexport const sdk = amplitude;\n";
  const sentry = "import * as Sentry from '@sentry/nextjs';\nexport const sdk = Sentry;\n";
  for (const [filePath, code, pattern] of [
    ['components/layout/SkipLink.tsx', amplitude, /analytics wrapper/],
    ['lib/tracking/runtime/siteTracking.ts', amplitude, /analytics wrapper/],
    ['pages/referral.tsx', sentry, /error-reporting wrappers/],
    ['lib/site/seo/structuredData.ts', sentry, /error-reporting wrappers/],
  ]) {
    const messages = await restrictedImportMessages(String(filePath), String(code));
    assert.equal(messages.length, 1, String(filePath));
    assert.match(messages[0] ?? '', /** @type {RegExp} */ (pattern), String(filePath));
  }
  assert.deepEqual(
    await restrictedImportMessages('lib/tracking/analytics/amplitudeSdk.ts', amplitude),
    [],
  );
  assert.deepEqual(
    await restrictedImportMessages('lib/tracking/errorReporting/sentryBrowserSdk.ts', sentry),
    [],
  );
});

test('only the tag-manager wrapper touches window.dataLayer', async () => {
  const code = 'export const push = (entry: object) => window.dataLayer?.push(entry);\n';
  const messagesFor = async (/** @type {string} */ filePath) => {
    const [result] = await eslint.lintText(code, { filePath });
    return (result?.messages ?? [])
      .filter((message) => message.ruleId === 'no-restricted-properties')
      .map((message) => message.message);
  };
  const outside = await messagesFor('components/tracking/TrackingRuntime.tsx');
  assert.equal(outside.length, 1);
  assert.match(outside[0] ?? '', /tag-manager wrapper/);
  assert.deepEqual(await messagesFor('lib/tracking/tagManager/loadContainer.ts'), []);
});
