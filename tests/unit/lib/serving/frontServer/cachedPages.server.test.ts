/** @jest-environment node */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createCachedPageServer } from '@/lib/serving/frontServer/cachedPages.server';
import { memberPageFor, type MemberPage } from '@/lib/serving/frontServer/memberPages.server';
import {
  isInternalRender,
  renderedMemberStatus,
  renderPlaceholders,
  rendersMemberUnavailable,
} from '@/lib/serving/pageCache/internalRender.server';
import { memberPlaceholders } from '@/lib/serving/pageCache/memberTemplate.server';

jest.mock('@/lib/serving/frontServer/memberPages.server', () => ({
  ...jest.requireActual<object>('@/lib/serving/frontServer/memberPages.server'),
  memberPageFor: jest.fn(),
}));
const memberLookup = jest.mocked(memberPageFor);

const SECRET = 's'.repeat(43);
const placeholders = renderPlaceholders(SECRET);
const IDS = 'n_vis=1b4e28ba-2fa1-4d2e-8c3a-0a1b2c3d4e5f';
const MEMBER: MemberPage = {
  kind: 'member',
  status: 'CLIENT',
  fragments: { memberAuth: '{"name":"Pat"}', memberApollo: '{}', memberGreeting: 'Pat' },
};

/** What the stand-in for Next.js renders, by the render request it gets. */
let nextAnswer: (req: IncomingMessage) => { status: number; body: string };
const renders: string[] = [];

/** Next.js's placeholder render: the nonce, a visitor id and, for a member, the three slots. */
function placeholderPage(req: IncomingMessage, extra = ''): { status: number; body: string } {
  const status = renderedMemberStatus(req.headers);
  const member = status ? memberPlaceholders(SECRET, status).slots : undefined;
  const greeting = member ? `<b>Hi, ${member.memberGreeting}</b>` : '';
  const props = member ? `${member.memberAuth}|${member.memberApollo}` : '';
  return {
    status: 200,
    body: `<script nonce="${placeholders.nonce}">${props}</script><p>${placeholders.visitorId}</p>${greeting}${extra}`,
  };
}

function listen(handler: (req: IncomingMessage, res: ServerResponse) => void): Promise<Server> {
  const server = createServer(handler);
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const origin = (server: Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

let next: Server;
let site: Server;

beforeAll(async () => {
  next = await listen((req, res) => {
    // An unmarked request here would be the cache asking Next.js without its secret.
    const variant = rendersMemberUnavailable(req.headers)
      ? 'unavailable'
      : (renderedMemberStatus(req.headers) ?? 'anonymous');
    renders.push(
      `${req.url ?? ''} ${isInternalRender(req.headers, SECRET) ? variant : 'unmarked'}`,
    );
    const { status, body } = nextAnswer(req);
    res.writeHead(status, { 'content-type': 'text/html', etag: '"render"' });
    res.end(body);
  });
  const { serve } = createCachedPageServer({ secret: SECRET, renderOrigin: () => origin(next) });
  site = await listen((req, res) => {
    void serve(req, res).then((served) => {
      if (served) return;
      res.writeHead(299);
      res.end('next.js');
    });
  });
});
afterAll(async () => {
  await Promise.all([site, next].map((s) => new Promise((done) => s.close(done))));
});
beforeEach(() => {
  renders.length = 0;
  memberLookup.mockReset();
  nextAnswer = (req) => placeholderPage(req);
});

let pages = 0;
/** A page path of its own for each test, so no test sees another's cache entries. */
function freshPage(): string {
  const paths = [
    '',
    '/caregivers',
    '/senior-care',
    '/referral',
    '/product-and-pricing',
    '/proportal',
    '/nanny-tax-calculator',
  ];
  const path = paths[pages++];
  if (path === undefined) throw new Error('more tests than pages: add one');
  return `/app/hp-vhp${path}`;
}

function get(path: string, headers: Record<string, string> = {}, method = 'GET') {
  return fetch(`${origin(site)}${path}`, { method, headers });
}

describe('createCachedPageServer', () => {
  it('renders an anonymous page once, then answers from the cache with fresh per-response values', async () => {
    const path = freshPage();
    const first = await get(path, { cookie: IDS });
    const second = await get(path, { cookie: IDS });
    expect(renders).toEqual([`${path} anonymous`]);
    expect(first.headers.get('server-timing')).toMatch(/^cache;desc="miss";dur=/);
    expect(second.headers.get('server-timing')).toMatch(/^cache;desc="hit";dur=/);
    expect(second.headers.get('cache-control')).toBe('private, no-store');
    expect(second.headers.get('etag')).toBeNull();
    const [one, two] = [await first.text(), await second.text()];
    expect(two).toContain('<p>1b4e28ba-2fa1-4d2e-8c3a-0a1b2c3d4e5f</p>');
    expect(two).not.toContain(placeholders.nonce);
    expect(/nonce="([^"]+)"/.exec(one)?.[1]).not.toBe(/nonce="([^"]+)"/.exec(two)?.[1]);
    // The ids it had are kept; those it lacked are created.
    expect(second.headers.get('set-cookie')).not.toContain('n_vis=');
    expect(second.headers.get('set-cookie')).toContain('hpc=');
    expect(memberLookup).not.toHaveBeenCalled();
  });

  it('gzips for a client that accepts it, and sends no body to HEAD', async () => {
    const path = freshPage();
    const zipped = await fetch(`${origin(site)}${path}`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    // fetch has unzipped it.
    expect(await zipped.text()).toContain('<p>');
    const head = await get(path, {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    expect(Number(head.headers.get('content-length'))).toBeGreaterThan(0);
  });

  it('fills a member’s variant with their fragments, apart from the anonymous page', async () => {
    const path = freshPage();
    memberLookup.mockResolvedValue(MEMBER);
    const page = await (await get(path, { cookie: `hp_vhp_session=t; ${IDS}` })).text();
    expect(page).toContain('<b>Hi, Pat</b>');
    expect(page).toContain('{"name":"Pat"}|{}');
    await get(path, { cookie: IDS });
    expect(renders).toEqual([`${path} CLIENT`, `${path} anonymous`]);
  });

  it('gives a signed-in member who cannot be loaded the unavailable variant, apart from the anonymous page', async () => {
    const path = freshPage();
    memberLookup.mockResolvedValue({ kind: 'unavailable' });
    const first = await get(path, { cookie: `hp_vhp_session=t; ${IDS}` });
    const second = await get(path, { cookie: `hp_vhp_session=t; ${IDS}` });
    expect(first.status).toBe(200);
    expect(second.headers.get('server-timing')).toMatch(/^cache;desc="hit";dur=/);
    await get(path, { cookie: IDS });
    expect(renders).toEqual([`${path} unavailable`, `${path} anonymous`]);
  });

  it('sends to Next.js what the cache may not answer: a bypass cookie, support acting as a member', async () => {
    const path = freshPage();
    expect((await get(path, { cookie: 'vpm=FRIEND42' })).status).toBe(299);
    memberLookup.mockResolvedValue({ kind: 'render' });
    expect((await get(path, { cookie: 'hp_vhp_session=t' })).status).toBe(299);
    expect(renders).toEqual([]);
  });

  it('remembers a refused member variant: one render, and no member lookup while it lasts', async () => {
    const path = freshPage();
    memberLookup.mockResolvedValue(MEMBER);
    // A component that shows the member's e-mail: member data outside the three slots.
    const email = memberPlaceholders(SECRET, 'CLIENT').auth.member?.email ?? '';
    nextAnswer = (req) => placeholderPage(req, `<i>${email}</i>`);
    for (let request = 0; request < 3; request += 1) {
      expect((await get(path, { cookie: 'hp_vhp_session=t' })).status).toBe(299);
    }
    expect(renders).toEqual([`${path} CLIENT`]);
    expect(memberLookup).toHaveBeenCalledTimes(1);
  });

  it('remembers a render it may not share (not a 200) without asking again', async () => {
    const path = freshPage();
    nextAnswer = () => ({ status: 500, body: `<p nonce="${placeholders.nonce}">oops</p>` });
    expect((await get(path)).status).toBe(299);
    expect((await get(path)).status).toBe(299);
    expect(renders).toEqual([`${path} anonymous`]);
  });
});
