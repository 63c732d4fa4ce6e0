/** @jest-environment node */
import { createSiteAuthService } from '@/lib/auth/client/createSiteAuthService';
import { parseEnv } from '@/lib/config/schema';
import { toPublicConfig, toSiteConfig } from '@/lib/config/siteConfig';

describe('createSiteAuthService during server rendering', () => {
  it('returns undefined without a window, even with a provider configured', () => {
    const config = toPublicConfig(
      toSiteConfig(parseEnv({ OIDC_AUTHORITY: 'https://id.example.com' })),
    );
    expect(config.oidc.authority).toBe('https://id.example.com');
    expect(createSiteAuthService(config)).toBeUndefined();
  });
});
