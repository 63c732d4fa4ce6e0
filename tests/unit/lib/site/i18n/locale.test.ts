import { isLocale, localeOfPath, localizedPath, unlocalizedPath } from '@/lib/site/i18n/locale';

describe('locale of a route', () => {
  it('reads Spanish from the /es prefix only', () => {
    expect(localeOfPath('/es')).toBe('es');
    expect(localeOfPath('/es/caregivers')).toBe('es');
    expect(localeOfPath('/es?x=1')).toBe('es');
    expect(localeOfPath('/estate')).toBe('en');
    expect(localeOfPath('/caregivers')).toBe('en');
    expect(localeOfPath('/')).toBe('en');
  });

  it('moves a route between languages, keeping its query', () => {
    expect(localizedPath('/caregivers', 'es')).toBe('/es/caregivers');
    expect(localizedPath('/', 'es')).toBe('/es');
    expect(localizedPath('/?a=1', 'es')).toBe('/es?a=1');
    expect(localizedPath('/nanny-tax-calculator?wage=20', 'es')).toBe(
      '/es/nanny-tax-calculator?wage=20',
    );
    expect(localizedPath('/es/caregivers', 'en')).toBe('/caregivers');
    expect(localizedPath('/es', 'en')).toBe('/');
    expect(localizedPath('/es?a=1', 'en')).toBe('/?a=1');
    expect(localizedPath('/es/caregivers', 'es')).toBe('/es/caregivers');
    expect(unlocalizedPath('/estate')).toBe('/estate');
  });

  it('accepts only the two language codes', () => {
    expect(isLocale('es')).toBe(true);
    expect(isLocale('en')).toBe(true);
    expect(isLocale('ES')).toBe(false);
    expect(isLocale('fr')).toBe(false);
    expect(isLocale(undefined)).toBe(false);
  });
});
