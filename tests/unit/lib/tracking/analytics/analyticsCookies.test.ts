import {
  analyticsCookieNames,
  cookieDomainsOf,
  deleteAnalyticsStorage,
} from '@/lib/tracking/analytics/analyticsCookies';

const clearCookies = () => {
  for (const name of document.cookie.split('; ').map((pair) => pair.split('=')[0]))
    document.cookie = `${name}=; Path=/; Max-Age=0`;
};

describe('cookieDomainsOf', () => {
  it.each([
    ['localhost', [null]],
    ['127.0.0.1', [null]],
    ['www.care.com', [null, 'www.care.com', 'care.com']],
    ['a.b.example.co.uk', [null, 'a.b.example.co.uk', 'b.example.co.uk', 'example.co.uk', 'co.uk']],
  ])('gives %p the domains %j', (hostname, domains) => {
    expect(cookieDomainsOf(hostname)).toEqual(domains);
  });
});

describe('analyticsCookieNames', () => {
  it('picks the SDK’s AMP_ cookies and nothing else', () => {
    expect(
      analyticsCookieNames(
        'hpc=1; AMP_abcdef1234=eyJ; AMP_MKTG_abcdef1234=x; hp_privacy=analytics:0',
      ),
    ).toEqual(['AMP_abcdef1234', 'AMP_MKTG_abcdef1234']);
    expect(analyticsCookieNames('')).toEqual([]);
  });
});

describe('deleteAnalyticsStorage', () => {
  afterEach(() => {
    clearCookies();
    window.localStorage.clear();
  });

  it('deletes the AMP_ cookies and stored entries, keeping the site’s own', () => {
    document.cookie = 'AMP_abcdef1234=eyJkZXZpY2VJZCI6IngifQ; Path=/; Max-Age=31536000';
    document.cookie = 'AMP_MKTG_abcdef1234=e30; Path=/; Max-Age=31536000';
    document.cookie = 'hp_privacy=analytics:0; Path=/; Max-Age=31536000';
    window.localStorage.setItem('AMP_unsent_abcdef1234', '[]');
    window.localStorage.setItem('hp-vhp.oidc.user', '{}');

    deleteAnalyticsStorage();

    expect(document.cookie).toBe('hp_privacy=analytics:0');
    expect(Object.keys(window.localStorage)).toEqual(['hp-vhp.oidc.user']);
  });
});
