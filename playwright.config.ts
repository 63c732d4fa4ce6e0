import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './scripts/lib/chromium.mjs';
import { writeFileSync } from 'node:fs';
import {
  BASE_URL,
  E2E_FLAG_FILE,
  E2E_GRAPHQL_PORT,
  E2E_IDP_PORT,
  E2E_ORIGIN,
  E2E_PORT,
  E2E_TELEMETRY_PORT,
} from './tests/e2e/support/origin';

// Every run starts with the configured flag values; tests may rewrite the file.
writeFileSync(E2E_FLAG_FILE, '{}');

/** End-to-end tests run against the production build in the system Chromium, desktop and phone. */
export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 30_000,
  use: {
    baseURL: `${BASE_URL}/`,
    // A trace only where CI retries a failed test (CI=1): recording one for every test took a
    // fifth of the suite's time (docs/platform.md#test-command); `--trace on` records them locally.
    trace: 'on-first-retry',
    launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    { name: 'mobile', use: { ...devices['Pixel 7'] } },
  ],
  webServer: {
    command: 'node scripts/start.mjs',
    url: `${BASE_URL}/api/health`,
    env: {
      PORT: String(E2E_PORT),
      SITE_ORIGIN: E2E_ORIGIN,
      LOCAL_IDP_PORT: String(E2E_IDP_PORT),
      LOCAL_GRAPHQL_PORT: String(E2E_GRAPHQL_PORT),
      LOCAL_TELEMETRY_PORT: String(E2E_TELEMETRY_PORT),
      FLAG_FILE: E2E_FLAG_FILE,
      // Every test's browser posts logs and reports from 127.0.0.1, one "client" to the per-client
      // limits; the limits themselves are tested on an instance of their own (hardening.spec.ts).
      LOG_RATE_LIMIT_PER_MINUTE: '10000',
      CSP_REPORT_RATE_LIMIT_PER_MINUTE: '10000',
      // Videos are unset by default (no video shown); the suite's player is a stand-in page.
      VIDEO_HOW_IT_WORKS_ID: 'e2eVideo_01',
      VIDEO_CAREGIVERS_ID: 'e2eVideo_02',
    },
    reuseExistingServer: !process.env.CI,
    timeout: 240_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
