/** @jest-environment node */
import { BASE_PATH, siteUrl, withBasePath, withoutBasePath } from '@/lib/platform/routing/basePath';

describe('BASE_PATH', () => {
  it('is the base path Next.js is configured with (next.config.js cannot import TypeScript)', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- next.config.js is CommonJS
    const nextConfig = require('../../../../../next.config.js') as { basePath?: string };
    expect(nextConfig.basePath).toBe(BASE_PATH);
    expect(BASE_PATH).toBe('/app/hp-vhp');
  });
});

describe('withBasePath', () => {
  it.each([
    ['/', BASE_PATH],
    ['', BASE_PATH],
    ['/caregivers', `${BASE_PATH}/caregivers`],
    ['/api/session', `${BASE_PATH}/api/session`],
    [BASE_PATH, BASE_PATH],
    [`${BASE_PATH}/`, `${BASE_PATH}/`],
    [`${BASE_PATH}/referral`, `${BASE_PATH}/referral`],
    // Only a whole segment counts as the base path.
    [`${BASE_PATH}-other`, `${BASE_PATH}${BASE_PATH}-other`],
  ])('turns %p into %p', (path, expected) => {
    expect(withBasePath(path)).toBe(expected);
  });

  it('takes another base path (middleware passes the one Next reports)', () => {
    expect(withBasePath('/x', '/base')).toBe('/base/x');
    expect(withBasePath('/', '/base')).toBe('/base');
  });
});

describe('withoutBasePath', () => {
  it.each([
    [BASE_PATH, '/'],
    [`${BASE_PATH}?plan=full`, '/?plan=full'],
    [`${BASE_PATH}/`, '/'],
    [`${BASE_PATH}/es`, '/es'],
    [`${BASE_PATH}/es/caregivers?state=CA`, '/es/caregivers?state=CA'],
    // Only a whole segment counts as the base path; anything else is a route already.
    [`${BASE_PATH}-other/es`, `${BASE_PATH}-other/es`],
    ['/es/caregivers', '/es/caregivers'],
  ])('turns %p into %p', (path, expected) => {
    expect(withoutBasePath(path)).toBe(expected);
  });

  it('undoes withBasePath for every route', () => {
    for (const route of ['/', '/caregivers', '/es', '/es/caregivers', '/api/session']) {
      expect(withoutBasePath(withBasePath(route))).toBe(route);
    }
  });

  it('takes another base path', () => {
    expect(withoutBasePath('/base/x', '/base')).toBe('/x');
    expect(withoutBasePath('/base', '/base')).toBe('/');
  });
});

describe('siteUrl', () => {
  it('puts a route under the base path on the site origin', () => {
    expect(siteUrl('https://www.example.com', '/authCallback')).toBe(
      'https://www.example.com/app/hp-vhp/authCallback',
    );
  });

  it('maps the root to the bare base path (no trailing slash)', () => {
    expect(siteUrl('https://www.example.com', '/')).toBe('https://www.example.com/app/hp-vhp');
  });
});
