/** @jest-environment node */
import fc from 'fast-check';
import { uiLocalesFor } from '@/components/members/uiLocalesFor';
import { withBasePath } from '@/lib/platform/routing/basePath';
import { localizedPath } from '@/lib/site/i18n/locale';

describe('uiLocalesFor', () => {
  it.each([
    ['/app/hp-vhp/es', 'es'],
    ['/app/hp-vhp/es?plan=full', 'es'],
    ['/app/hp-vhp/es/caregivers', 'es'],
    ['/app/hp-vhp/es/nanny-tax-calculator?state=CA&wage=20', 'es'],
  ])('asks for Spanish when the member returns to %p', (returnTo, expected) => {
    expect(uiLocalesFor(returnTo)).toBe(expected);
  });

  it.each([
    ['/app/hp-vhp'],
    ['/app/hp-vhp?plan=full'],
    ['/app/hp-vhp/caregivers'],
    // A segment that only starts with "es", or "/es" in the query, is not the Spanish prefix.
    ['/app/hp-vhp/estate-planning'],
    ['/app/hp-vhp/caregivers?next=/es'],
    ['/app/hp-vhp/caregivers/es'],
  ])('asks for no language when the member returns to the English page %p', (returnTo) => {
    expect(uiLocalesFor(returnTo)).toBeUndefined();
  });

  it('follows the page for every route and its Spanish twin', () => {
    const segment = fc.stringMatching(/^[a-z0-9-]{1,12}$/).filter((s) => s !== 'es');
    fc.assert(
      fc.property(fc.array(segment, { maxLength: 3 }), (segments) => {
        const route = `/${segments.join('/')}`;
        expect(uiLocalesFor(withBasePath(route))).toBeUndefined();
        expect(uiLocalesFor(withBasePath(localizedPath(route, 'es')))).toBe('es');
      }),
    );
  });
});
