/** @jest-environment node */
import fc from 'fast-check';
import { guardRequest, routeKindOf, toOriginForm } from '@/lib/serving/requests/requestGuard';

const BASE = '/app/hp-vhp';

describe('guardRequest', () => {
  it.each([
    ['GET', `${BASE}/caregivers`, `${BASE}/caregivers`],
    ['HEAD', `${BASE}/`, `${BASE}/`],
    ['GET', `${BASE}/favicon.svg`, `${BASE}/favicon.svg`],
    ['POST', `${BASE}/api/logs`, `${BASE}/api/logs`],
    ['DELETE', `${BASE}/api/session`, `${BASE}/api/session`],
    ['OPTIONS', `${BASE}/api/nanny-tax`, `${BASE}/api/nanny-tax`],
    ['GET', 'http://evil.example.com/app/hp-vhp/', `${BASE}/`],
    ['GET', 'https://evil.example.com:8443/app/hp-vhp/x?a=1', `${BASE}/x?a=1`],
    ['GET', 'http://evil.example.com', '/'],
    ['GET', 'http://evil.example.com?a=1', '/?a=1'],
    ['GET', `${BASE}/500`, `${BASE}/404`],
    ['GET', `${BASE}/500/`, `${BASE}/404`],
    ['GET', `${BASE}/_error`, `${BASE}/404`],
    ['GET', `${BASE}/500?x=1`, `${BASE}/404`],
  ])('hands %s %s on as %s', (method, target, expected) => {
    expect(guardRequest(method, target, BASE)).toEqual({ action: 'pass', target: expected });
  });

  it.each([
    ['OPTIONS', '*', 204, undefined],
    ['GET', '*', 400, undefined],
    ['HEAD', '*', 400, undefined],
    ['TRACE', `${BASE}/`, 405, 'GET, HEAD'],
    ['TRACE', `${BASE}/api/logs`, 405, 'GET, HEAD, POST, DELETE'],
    ['TRACK', `${BASE}/caregivers`, 405, 'GET, HEAD'],
    ['trace', '/anything', 405, 'GET, HEAD'],
    ['POST', `${BASE}/`, 405, 'GET, HEAD'],
    ['PUT', `${BASE}/caregivers`, 405, 'GET, HEAD'],
    ['OPTIONS', `${BASE}/`, 405, 'GET, HEAD'],
    ['POST', '/outside-the-base-path', 405, 'GET, HEAD'],
    ['GET', 'evil.example.com:443', 400, undefined],
    ['GET', 'no-slash', 400, undefined],
  ])('answers %s %s with %i', (method, target, status, allow) => {
    const decision = guardRequest(method, target, BASE);
    expect(decision.action).toBe('respond');
    if (decision.action !== 'respond') return;
    expect(decision.response.status).toBe(status);
    if (status === 204) {
      expect(decision.response.headers['Allow']).toBe('GET, HEAD, POST, DELETE');
    } else {
      expect(decision.response.headers['Allow']).toBe(allow);
      expect(decision.response.headers['Cache-Control']).toBe('no-store');
    }
  });

  it.each([
    [`${BASE}/?a?b`, `${BASE}?a&b`],
    [`${BASE}?a?b`, `${BASE}?a&b`],
    [`${BASE}/caregivers/?a=1??b=2?`, `${BASE}/caregivers?a=1&b=2`],
    ['/caregivers?a?b', `${BASE}/caregivers?a&b`],
    ['http://evil.example.com//evil.example.com/?a?b', `${BASE}/evil.example.com?a&b`],
  ])('redirects %s (more than one raw "?") to %s with an uncached 302', (target, location) => {
    expect(guardRequest('GET', target, BASE)).toEqual({
      action: 'respond',
      response: {
        status: 302,
        headers: { Location: location, 'Cache-Control': 'no-store' },
        body: '',
      },
    });
  });

  it('only ever redirects to a path on the same origin', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.webUrl({ withQueryParameters: true }), fc.string()),
        fc.array(fc.string(), { minLength: 1, maxLength: 4 }),
        (target, parts) => {
          const decision = guardRequest('GET', `${target}?${parts.join('?')}`, BASE);
          const location =
            decision.action === 'respond' ? decision.response.headers['Location'] : undefined;
          if (location !== undefined) {
            expect(location).toMatch(/^\/(?![/\\])/);
            expect(new URL(location, 'http://site.test').origin).toBe('http://site.test');
          }
        },
      ),
    );
  });

  it('never answers 5xx, never throws, and never hands on a target that is not a local path', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.constantFrom('GET', 'HEAD', 'POST', 'TRACE', 'OPTIONS', 'CONNECT'),
          fc.string(),
        ),
        fc.oneof(fc.webUrl(), fc.webPath(), fc.string(), fc.constant('*')),
        (method, target) => {
          const decision = guardRequest(method, target, BASE);
          if (decision.action === 'respond') {
            expect(decision.response.status).toBeGreaterThanOrEqual(200);
            expect(decision.response.status).toBeLessThan(500);
          } else {
            expect(decision.target.startsWith('/')).toBe(true);
            expect(decision.target).not.toMatch(/^[a-z][a-z\d+.-]*:\/\//i);
          }
        },
      ),
    );
  });

  it('never echoes the request back in its body', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 3 }), (text) => {
        const decision = guardRequest('TRACE', `/${text}`, BASE);
        if (decision.action === 'respond') expect(decision.response.body).not.toContain(text);
      }),
    );
  });
});

describe('routeKindOf', () => {
  it.each([
    [`${BASE}/api`, 'api'],
    [`${BASE}/api/logs`, 'api'],
    [`${BASE}/apis`, 'page'],
    [`${BASE}/`, 'page'],
    ['/api/logs', 'page'],
  ])('calls %s a %s route', (path, kind) => {
    expect(routeKindOf(path, BASE)).toBe(kind);
  });
});

describe('toOriginForm', () => {
  it('drops the scheme and authority of any absolute URL, keeping path and query', () => {
    fc.assert(
      fc.property(fc.webUrl({ withQueryParameters: true }), (url) => {
        const parsed = new URL(url);
        const originForm = toOriginForm(url);
        expect(originForm.startsWith('/')).toBe(true);
        expect(new URL(originForm, 'http://site.test').host).toBe('site.test');
        expect(new URL(originForm, 'http://site.test').search).toBe(parsed.search);
      }),
    );
  });
});
