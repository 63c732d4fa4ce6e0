/** @jest-environment node */
import {
  buildDataLayerPayload,
  prefixedEventName,
} from '@/lib/tracking/tagManager/dataLayerPayload';

describe('prefixedEventName', () => {
  it('prefixes every event with care. except View', () => {
    expect(prefixedEventName('viewedVhp')).toBe('care.viewedVhp');
    expect(prefixedEventName('View')).toBe('View');
  });
});

describe('buildDataLayerPayload', () => {
  it('replaces personal fields with hashes and adds gtmPath and the clear flag', async () => {
    const payload = await buildDataLayerPayload(
      {
        event: 'viewedVhp',
        gtmEvent: 'signIn',
        memberType: 'seeker',
        overallStatus: 'basic',
        email: 'Test@Example.com',
        firstName: 'Maria',
      },
      '/app/hp-vhp/caregivers',
    );
    expect(payload).toMatchObject({
      event: 'care.viewedVhp',
      gtmEvent: 'signIn',
      memberType: 'seeker',
      overallStatus: 'basic',
      gtmPath: '/app/hp-vhp/caregivers',
      clear: true,
      emailSHA256: '973dfe463ec85785f5f95af5ba3906eedb2d931c24e69824a89ea65dba4e813b',
    });
    expect(payload).not.toHaveProperty('email');
    expect(payload).not.toHaveProperty('firstName');
    expect(JSON.stringify(payload)).not.toMatch(/example\.com/i);
  });

  it('keeps the plain values when asked', async () => {
    const payload = await buildDataLayerPayload({ event: 'View', email: 'a@b.co' }, '/', {
      keepPlain: true,
      clear: false,
    });
    expect(payload).toMatchObject({ event: 'View', email: 'a@b.co', clear: false });
    expect(payload).toHaveProperty('emailSHA256');
  });

  it.each([
    ['/members/maria@example.com/profile', '/members/[redacted]/profile'],
    ['/members/maria%40example.com', '/members/[redacted]'],
    ['/authCallback', '/authCallback'],
  ])('scrubs the path %s with the shared rules', async (pathname, gtmPath) => {
    const payload = await buildDataLayerPayload(
      { event: 'viewedVhp', gtmEvent: 'pageView?code=abc-code', email: 'maria@example.com' },
      pathname,
    );
    expect(payload.gtmPath).toBe(gtmPath);
    expect(JSON.stringify(payload)).not.toMatch(/maria|abc-code/);
  });
});
