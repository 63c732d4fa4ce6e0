import { documentLanguage } from '@/lib/site/i18n/documentLanguage';

describe('documentLanguage', () => {
  it('is the page’s own language', () => {
    expect(documentLanguage({ pageProps: { locale: 'es' } })).toBe('es');
    expect(documentLanguage({ pageProps: { locale: 'en' } })).toBe('en');
  });

  it('is English for props without a known language (static error pages, odd values)', () => {
    expect(documentLanguage({ pageProps: { brandName: 'HomePay' } })).toBe('en');
    expect(documentLanguage({ pageProps: { locale: 'fr' } })).toBe('en');
    expect(documentLanguage({ pageProps: null })).toBe('en');
    expect(documentLanguage(undefined)).toBe('en');
  });
});
