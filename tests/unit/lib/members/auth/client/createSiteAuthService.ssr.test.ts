/** @jest-environment node */
import { createSiteAuthService } from '@/lib/members/auth/client/createSiteAuthService';
import { parseEnv } from '@/lib/platform/config/schema';
import { toPublicConfig, toSiteConfig } from '@/lib/platform/config/siteConfig';

describe('createSiteAuthService during server rendering', () => {
  it('returns undefined without a window, even with a provider configured', () => {
    const config = toPublicConfig(
      toSiteConfig(parseEnv({ OIDC_AUTHORITY: 'https://id.example.com' })),
    );
    expect(config.oidc.authority).toBe('https://id.example.com');
    expect(createSiteAuthService(config)).toBeUndefined();
  });
});
