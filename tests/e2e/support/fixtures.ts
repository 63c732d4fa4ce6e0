import { test as base, expect, type Page } from '@playwright/test';

/** What went wrong on a page while a test ran: console errors, failed requests, CSP violations. */
export interface PageProblems {
  consoleErrors: string[];
  failedRequests: string[];
  /** Reads the violations the page's `securitypolicyviolation` listener collected. */
  cspViolations: () => Promise<string[]>;
}

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

function watch(page: Page): PageProblems {
  const problems: PageProblems = {
    consoleErrors: [],
    failedRequests: [],
    cspViolations: () => page.evaluate(() => window.__cspViolations ?? []),
  };
  page.on('console', (message) => {
    if (message.type() === 'error') problems.consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => problems.consoleErrors.push(error.message));
  page.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText ?? '';
    // Leaving a page (e.g. for the identity provider) cancels its prefetches: not a failure.
    if (reason === 'net::ERR_ABORTED') return;
    problems.failedRequests.push(`${request.url()} ${reason}`);
  });
  page.on('response', (response) => {
    const isDocument = response.request().resourceType() === 'document';
    if (!isDocument && response.status() >= 400) {
      problems.failedRequests.push(`${response.status()} ${response.url()}`);
    }
  });
  return problems;
}

/** Playwright's test with a `problems` fixture watching the page from before the first navigation. */
export const test = base.extend<{ problems: PageProblems }>({
  problems: async ({ page }, use) => {
    await page.addInitScript(() => {
      window.__cspViolations = [];
      document.addEventListener('securitypolicyviolation', (event) => {
        window.__cspViolations?.push(`${event.violatedDirective} ${event.blockedURI}`);
      });
    });
    await use(watch(page));
  },
});

export { expect };

/** Asserts the page ran clean: nothing logged as an error, nothing failed, nothing blocked by CSP. */
export async function expectNoProblems(problems: PageProblems): Promise<void> {
  expect(problems.consoleErrors, 'console errors').toEqual([]);
  expect(problems.failedRequests, 'failed requests').toEqual([]);
  expect(await problems.cspViolations(), 'CSP violations').toEqual([]);
}
