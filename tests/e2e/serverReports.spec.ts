import { BASE_URL } from './support/origin';
import { expect, test } from './support/fixtures';
import { envelopes, signIn, type CollectedEnvelope } from './support/telemetry';

// Not about the screen: one project (desktop) is enough.
test.skip(
  () => test.info().project.name !== 'desktop',
  'not about the screen: one project is enough',
);

/**
 * A member that cannot be fetched during server rendering is reported and the page renders without
 * the member, the header still signed in (docs/tracking.md#server-reports), with the local stack's unreadable demo member, whose
 * member query the GraphQL backend answers with an error
 * (local-stack/identity-provider/members.mjs). The server reports it to the local ingest as well as
 * logging it.
 */
const UNREADABLE = 'unreadable@example.com';

interface ServerEvent {
  platform?: string;
  exception?: { values?: { value?: string }[] };
  extra?: Record<string, unknown>;
}

/** The server's error events (the browser's are `javascript`). */
async function serverErrors(): Promise<{ envelope: CollectedEnvelope; event: ServerEvent }[]> {
  return (await envelopes({ type: 'event' })).flatMap((envelope) =>
    envelope.items
      .filter((item) => item.header.type === 'event')
      .map((item) => ({ envelope, event: item.payload as ServerEvent }))
      .filter(({ event }) => event.platform === 'node'),
  );
}

const messageOf = (event: ServerEvent) => event.exception?.values?.at(-1)?.value ?? '';

test('a member whose record cannot be fetched gets the page without it, still signed in, with a clear message, and the server reports it scrubbed', async ({
  page,
}) => {
  test.slow();
  const statuses: number[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'document' && response.url().startsWith(BASE_URL)) {
      statuses.push(response.status());
    }
  });
  const before = (await serverErrors()).length;
  await page.goto('caregivers');
  await signIn(page, UNREADABLE);
  await page.waitForURL(`${BASE_URL}/caregivers`);

  await expect(
    page.getByRole('alert').filter({ hasText: 'We couldn’t load your account just now' }),
  ).toContainText('Try again, or call');
  // Still signed in here: the header offers sign-out, never "Sign in" (docs/members.md#account-menu).
  await expect(page.locator('header').getByRole('button', { name: 'Sign out' })).toBeVisible();
  await expect(page.locator('header').getByRole('button', { name: 'Sign in' })).toHaveCount(0);
  expect(statuses.length).toBeGreaterThan(0);
  expect(statuses.every((status) => status < 500)).toBe(true);

  // Both reports of the failed server render: the GraphQL error and the member-fetch failure.
  const newReports = async () => (await serverErrors()).slice(before);
  await expect
    .poll(
      async () => {
        const reports = await newReports();
        return ['GQLError', 'MemberFetchFailed'].filter((name) =>
          reports.some(({ event }) => event.extra?.event === name),
        );
      },
      { timeout: 20_000 },
    )
    .toEqual(['GQLError', 'MemberFetchFailed']);
  const reports = (await newReports()).filter(({ event }) =>
    ['GQLError', 'MemberFetchFailed'].includes(String(event.extra?.event)),
  );
  const gqlError = reports.find(({ event }) => event.extra?.event === 'GQLError')?.event;
  expect(messageOf(gqlError ?? {})).toMatch(
    /^Error calling Member: Member record for .+ could not be read/,
  );
  const text = JSON.stringify(reports.map(({ envelope }) => envelope));
  // Scrubbed: the member's e-mail (in the backend's message), tokens and cookies never leave.
  expect(text).not.toContain(UNREADABLE);
  expect(text).not.toMatch(/eyJ[\w-]{10,}\.eyJ/);
  expect(text).not.toContain('hp_vhp_session');
});
