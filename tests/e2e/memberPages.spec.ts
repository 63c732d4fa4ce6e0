import { BASE_PATH } from '@/lib/platform/routing/basePath';
import { siteCacheRules } from '@/lib/serving/pageCache/siteCacheRules';
import { BASE_URL } from './support/origin';
import { SESSION_COOKIE, sessionOf } from './support/signIn';
import { expect, test } from './support/fixtures';

test.skip(
  () => test.info().project.name !== 'desktop',
  'server responses, the same for any device: one project is enough',
);

/**
 * A signed-in member's page comes from the cached member variant with the member's fragments
 * filled in (docs/serving.md#member-pages): it must be the page Next.js renders for that member,
 * byte for byte once the per-response values are set aside, for every member and every name.
 */
test.describe.configure({ mode: 'serial' });

/** Every page the page cache serves, from the site's own rules: a new page is covered at once. */
const CACHEABLE_PAGES = [...siteCacheRules().pagePaths].sort();

/** The members this file signs in, each once (sign-in through the provider's form takes seconds). */
const MEMBERS = {
  client: { email: 'client@example.com' },
  darcy: { email: 'darcy@example.com' },
  none: { email: 'none@example.com' },
  pending: { email: 'pending@example.com' },
  supportAsClient: { email: 'support@example.com', viewAs: 'a1b2c3d4_client' },
  // Signed out by its test, so never shared with another.
  signingOut: { email: 'client@example.com' },
} as const;

type MemberName = keyof typeof MEMBERS;
const sessions: Partial<Record<MemberName, string>> = {};

/** The session cookie of one of {@link MEMBERS}, signed in by `beforeAll`. */
function session(name: MemberName): string {
  const token = sessions[name];
  if (!token) throw new Error(`${name} was not signed in`);
  return token;
}

interface Served {
  status: number;
  html: string;
  cache: string | undefined;
}

/** The page as a member with this session gets it, and the page cache's outcome if it answered. */
async function fetchPage(path: string, token: string): Promise<Served> {
  const response = await fetch(`${BASE_URL}${path}`, {
    headers: { cookie: `${SESSION_COOKIE}=${token}` },
  });
  const timing = response.headers.get('server-timing') ?? '';
  return {
    status: response.status,
    html: await response.text(),
    cache: /cache;desc="(\w+)"/.exec(timing)?.[1],
  };
}

async function get(path: string, token: string): Promise<Served> {
  const served = await fetchPage(path, token);
  expect(served.status).toBe(200);
  return served;
}

/** The page with this response's nonce, visitor ids and `?fresh=1` set aside. */
function comparable(html: string): string {
  const data = /<script id="__NEXT_DATA__"[^>]*>([^<]*)<\/script>/.exec(html)?.[1] ?? '{}';
  const props = (JSON.parse(data) as { props: { pageProps: Record<string, string> } }).props
    .pageProps;
  let text = html.replace(/"query":\{"fresh":"1"\}/, '"query":{}');
  for (const field of ['nonce', 'visitorId', 'deviceId', 'enrollmentSessionId']) {
    const value = props[field];
    if (value) text = text.split(value).join(`<${field}>`);
  }
  return text;
}

/** Sign-ins at once: more, on a busy machine, outlast the page loader's wait for the member. */
const SIGN_INS_AT_ONCE = 2;

test.beforeAll(async ({ browser }) => {
  // Once for the file, in a hook of its own: inside a test, one after another, they outlast its 30 s.
  test.setTimeout(120_000);
  const names = Object.keys(MEMBERS) as MemberName[];
  for (let first = 0; first < names.length; first += SIGN_INS_AT_ONCE) {
    await Promise.all(
      names.slice(first, first + SIGN_INS_AT_ONCE).map(async (name) => {
        const { email, ...rest } = MEMBERS[name];
        const viewAs = 'viewAs' in rest ? rest.viewAs : undefined;
        sessions[name] = await sessionOf(browser, email, viewAs);
      }),
    );
  }
});

test.describe('member pages from the page cache', () => {
  test('every cacheable page is served to a member from the cache, as Next.js renders it', async () => {
    expect(CACHEABLE_PAGES.length).toBeGreaterThan(10);
    const token = session('client');
    for (const path of CACHEABLE_PAGES) {
      // Under the base path; the home page is the base path itself, without a slash.
      const route = path.slice(BASE_PATH.length);
      await fetchPage(route, token);
      const cached = await fetchPage(route, token);
      // A page whose member variant is refused (member data outside the three slots,
      // docs/members.md#member-data-on-pages) is not served from the cache at all.
      expect(cached.cache, `${path}: member page from the cache`).toBe('hit');
      const fresh = await fetchPage(`${route}?fresh=1`, token);
      expect(fresh.cache, `${path}?fresh=1: Next.js's own render`).toBeUndefined();
      expect(cached.status, path).toBe(fresh.status);
      expect(cached.html, path).toContain('"isLoggedIn":true');
      expect(comparable(cached.html), path).toBe(comparable(fresh.html));
    }
  });

  test('a member’s cached page is the page Next.js renders for them', async () => {
    const token = session('client');
    await get('/product-and-pricing', token);
    const cached = await get('/product-and-pricing', token);
    expect(cached.cache).toBe('hit');
    // A parameter the cache does not ignore sends the request to Next.js's own render.
    const fresh = await get('/product-and-pricing?fresh=1', token);
    expect(fresh.cache).toBeUndefined();
    expect(cached.html).toContain('Hi, <!-- -->Maria');
    expect(comparable(cached.html)).toBe(comparable(fresh.html));
  });

  test('a name HTML and JSON must escape is shown as text, and runs nothing', async ({ page }) => {
    const token = session('darcy');
    const cached = await get('/caregivers', token);
    const fresh = await get('/caregivers?fresh=1', token);
    expect(comparable(cached.html)).toBe(comparable(fresh.html));

    await page.context().addCookies([{ name: SESSION_COOKIE, value: token, url: BASE_URL }]);
    await page.goto('caregivers');
    await expect(page.locator('[data-member-name]')).toHaveText(
      'Hi, D’Arcy & <Zoë>'.replace('’', "'"),
    );
    const seen = await page.evaluate(() => {
      const data = document.getElementById('__NEXT_DATA__')?.textContent ?? '{}';
      const { props } = JSON.parse(data) as {
        props: { pageProps: { auth: { member: { displayName: string } } } };
      };
      return {
        displayName: props.pageProps.auth.member.displayName,
        pwned: (window as Window & { __pwned?: number }).__pwned,
      };
    });
    expect(seen.displayName).toBe(
      'D\'Arcy "</script><script>window.__pwned=1</script>"\u2028Nguyễn',
    );
    expect(seen.pwned).toBeUndefined();
  });

  test('members of each account status get their own page, never another’s', async () => {
    const members = [
      ['client@example.com', 'Maria'],
      ['none@example.com', 'James'],
      ['pending@example.com', 'Priya'],
    ] as const;
    const tokens = [session('client'), session('none'), session('pending')];
    const pages = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        get('/senior-care', tokens[index % members.length] ?? ''),
      ),
    );
    pages.forEach(({ html }, index) => {
      const [email, name] = members[index % members.length] ?? ['', ''];
      expect(html).toContain(`Hi, <!-- -->${name}`);
      for (const [otherEmail, otherName] of members) {
        if (otherEmail === email) continue;
        expect(html.includes(otherName), `${otherName} in ${name}’s page`).toBe(false);
        expect(html.includes(otherEmail), `${otherEmail} in ${name}’s page`).toBe(false);
      }
    });
  });

  test('support acting as a member gets Next.js’s own render, with its notice', async () => {
    const token = session('supportAsClient');
    const served = await get('/caregivers', token);
    expect(served.cache).toBeUndefined();
    expect(served.html).toContain('data-impersonation-banner');
  });

  test('a signed-out session gets the anonymous page from the cache', async () => {
    const token = session('signingOut');
    expect((await get('/caregivers', token)).html).toContain('data-member-name');
    const signOut = await fetch(`${BASE_URL}/api/session`, {
      method: 'DELETE',
      headers: { cookie: `${SESSION_COOKIE}=${token}`, origin: new URL(BASE_URL).origin },
    });
    expect(signOut.status).toBe(204);
    const after = await get('/caregivers', token);
    expect(after.cache).toMatch(/^(hit|miss|shared)$/);
    expect(after.html).not.toContain('data-member-name');
    expect(after.html).toContain('"isLoggedIn":false');
  });
});
