/** @jest-environment node */
import {
  beforeBreadcrumb,
  beforeSend,
  beforeSendTransaction,
  isNotFoundTransaction,
} from '@/lib/tracking/errorReporting/sentryFilters';
import { scrubUrl } from '@/lib/platform/logging/scrubSecrets';
import { tracePropagationTargets } from '@/lib/tracking/errorReporting/sentryOptions';

const SECRETS = /abc-code|xyz-state|maria@example\.com|REF123|eyJhbGciOiJSUzI1NiJ9|tok-123/;

describe('scrubUrl', () => {
  it.each([
    'http://localhost/app/hp-vhp/authCallback?code=abc-code&state=xyz-state&iss=x',
    'http://localhost/app/hp-vhp/?rx=REF123&utm_source=mail',
    'http://localhost/app/hp-vhp/?email=maria%40example.com',
    'http://localhost/app/hp-vhp/?next=maria@example.com',
    'http://localhost/app/hp-vhp/#access_token=tok-123',
  ])('removes secrets from %s', (url) => {
    expect(scrubUrl(url)).not.toMatch(SECRETS);
  });

  it('keeps harmless parameters', () => {
    expect(scrubUrl('http://localhost/app/hp-vhp/?utm_source=mail&rx=REF123')).toContain(
      'utm_source=mail',
    );
  });
});

describe('beforeSend', () => {
  it('scrubs the request, the user, messages, exceptions and breadcrumbs', () => {
    const event = beforeSend({
      type: undefined,
      message: 'failed for maria@example.com',
      request: {
        url: 'http://localhost/app/hp-vhp/authCallback?code=abc-code&state=xyz-state',
        query_string: 'code=abc-code',
        cookies: { vpm: 'REF123' },
        headers: { Cookie: 'vpm=REF123', 'User-Agent': 'UA' },
      },
      user: { id: 'a1b2', email: 'maria@example.com', ip_address: '1.2.3.4' },
      exception: {
        values: [
          { type: 'Error', value: 'Bearer eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiIx.sig at ?rx=REF123' },
        ],
      },
      breadcrumbs: [
        {
          category: 'navigation',
          data: { from: '/?rx=REF123', to: '/authCallback?code=abc-code' },
        },
      ],
      extra: { email: 'maria@example.com', token: 'tok-123' },
    });
    expect(event).not.toBeNull();
    expect(JSON.stringify(event)).not.toMatch(SECRETS);
    expect(event?.user).toEqual({ id: 'a1b2' });
    expect(event?.request?.headers).toEqual({ 'User-Agent': 'UA' });
  });
});

describe('beforeSendTransaction', () => {
  it.each(['/404', 'GET /404', '/[...notFound]', '/app/hp-vhp/404'])('drops %s', (transaction) => {
    expect(isNotFoundTransaction(transaction)).toBe(true);
    expect(beforeSendTransaction({ type: 'transaction', transaction })).toBeNull();
  });

  it('keeps and scrubs other transactions', () => {
    const event = beforeSendTransaction({
      type: 'transaction',
      transaction: '/authCallback',
      request: { url: 'http://localhost/app/hp-vhp/authCallback?code=abc-code' },
    });
    expect(event?.transaction).toBe('/authCallback');
    expect(JSON.stringify(event)).not.toMatch(SECRETS);
  });
});

describe('beforeBreadcrumb', () => {
  it('scrubs URLs and messages of breadcrumbs', () => {
    const crumb = beforeBreadcrumb({
      category: 'fetch',
      message: 'POST maria@example.com',
      data: { url: 'http://localhost:4000/token?code=abc-code', method: 'POST' },
    });
    expect(JSON.stringify(crumb)).not.toMatch(SECRETS);
    expect(crumb?.data?.method).toBe('POST');
  });
});

describe('tracePropagationTargets', () => {
  it('matches same-origin paths and the site origin only', () => {
    const targets = tracePropagationTargets('https://www.care.com');
    const matches = (url: string) =>
      targets.some((target) =>
        typeof target === 'string' ? url.startsWith(target) : target.test(url),
      );
    expect(matches('/app/hp-vhp/api/session')).toBe(true);
    expect(matches('http://localhost:4001/graphql')).toBe(false);
    expect(matches('https://www.care.com.evil.example/')).toBe(false);
    expect(matches('https://www.care.com/app/hp-vhp/graphql')).toBe(true);
    expect(matches('//evil.example/x')).toBe(false);
    expect(matches('https://api2.amplitude.com/2/httpapi')).toBe(false);
    expect(matches('http://localhost.evil.example/')).toBe(false);
  });

  it('matches localhost when the site runs there (development)', () => {
    const [, origin] = tracePropagationTargets('http://localhost:3000');
    expect(
      origin instanceof RegExp && origin.test('http://localhost:3000/app/hp-vhp/api/session'),
    ).toBe(true);
    expect(origin instanceof RegExp && origin.test('http://localhost:30001/')).toBe(false);
  });
});
