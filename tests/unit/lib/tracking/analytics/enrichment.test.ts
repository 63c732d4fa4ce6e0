/** @jest-environment node */
import {
  commonData,
  enrichEvent,
  seekerAppWebView,
  SESSION_ID_NOT_FOUND,
  VISITOR_ID_NOT_FOUND,
  webPlatform,
} from '@/lib/tracking/analytics/enrichment';
import { analyticsUserId } from '@/lib/members/graphql/member';

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/130.0 Safari/537.36';
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/130.0 Mobile Safari/537.36';
const OTHER_WEBVIEW =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7; wv) AppleWebKit/537.36 Version/4.0 Chrome/130.0 Mobile Safari/537.36';
const SEEKER_APP = `${OTHER_WEBVIEW} CareSeekerApp/12.4.1 (1204)`;

describe('webPlatform', () => {
  it.each([
    [320, 'wrapper', 'Mobile Web'],
    [599, 'wrapper', 'Mobile Web'],
    [600, 'wrapper', 'Desktop Web'],
    [960, 'wrapper', 'Desktop Web'],
    [1280, 'wrapper', 'Desktop Web'],
    [599, 'shell', 'Mobile Web'],
    [960, 'shell', 'Mobile Web'],
    [961, 'shell', 'Desktop Web'],
  ] as const)('at %i px in the %s is %s', (width, scope, expected) => {
    expect(webPlatform(width, CHROME, scope)).toBe(expected);
  });

  it('is Android Webview inside the seeker app at any width', () => {
    expect(webPlatform(1280, SEEKER_APP)).toBe('Android Webview');
    expect(webPlatform(360, SEEKER_APP, 'shell')).toBe('Android Webview');
  });

  it('is not Android Webview for Android Chrome or another app’s web view', () => {
    expect(webPlatform(360, ANDROID_CHROME)).toBe('Mobile Web');
    expect(webPlatform(360, OTHER_WEBVIEW)).toBe('Mobile Web');
    expect(webPlatform(1280, `${CHROME} CareSeekerApp/1.0`)).toBe('Desktop Web');
  });
});

describe('seekerAppWebView', () => {
  it('reads the app name, version and build', () => {
    expect(seekerAppWebView(SEEKER_APP)).toEqual({
      app_name: 'CareSeekerApp',
      app_version: '12.4.1',
      app_build: '1204',
    });
  });
  it('is null elsewhere', () => {
    expect(seekerAppWebView(OTHER_WEBVIEW)).toBeNull();
  });
});

describe('commonData', () => {
  it('falls back to the not-found markers for missing ids', () => {
    const data = commonData({
      sessionId: '',
      visitorId: undefined,
      environment: 'production',
      language: 'en-US',
      referer: '',
      userAgent: CHROME,
    });
    expect(data.czen_session_id).toBe(SESSION_ID_NOT_FOUND);
    expect(data.visitor_id).toBe(VISITOR_ID_NOT_FOUND);
    expect(data.rendered_by).toBe('hp-vhp');
  });
});

describe('enrichEvent', () => {
  it('adds resolutions, url, url_path, web_platform and the common data', () => {
    const common = commonData({
      sessionId: 's',
      visitorId: 'v',
      environment: 'test',
      language: 'en',
      referer: 'https://search.example/',
      userAgent: CHROME,
    });
    const enriched = enrichEvent(
      { page_id: 'hp-vhp-home', web_platform: 'forged' },
      {
        screenWidth: 1920,
        screenHeight: 1080,
        viewportWidth: 1280,
        viewportHeight: 800,
        href: 'http://localhost/app/hp-vhp/?utm_source=x',
        pathname: '/app/hp-vhp/',
        userAgent: CHROME,
      },
      common,
    );
    expect(enriched).toEqual({
      page_id: 'hp-vhp-home',
      ...common,
      screen_resolution: '1920x1080',
      viewport_resolution: '1280x800',
      web_platform: 'Desktop Web',
      url: 'http://localhost/app/hp-vhp/?utm_source=x',
      url_path: '/app/hp-vhp/',
    });
  });
});

describe('analyticsUserId', () => {
  it.each([
    ['a1b2c3d4_client', 'a1b2c3d4'],
    ['abc_def_ghi', 'abc'],
    ['plain', 'plain'],
    ['_leading', ''],
  ])('of %p is %p', (id, expected) => {
    expect(analyticsUserId({ id })).toBe(expected);
  });
});
