/** @jest-environment node */
import { SCRUB_SECRETS_PLUGIN } from '@/lib/tracking/analytics/scrubSecretsPlugin';

const CALLBACK =
  'https://www.example.org/app/hp-vhp/authCallback?code=abc-code&state=xyz-state&iss=https%3A%2F%2Fidp';
const SECRETS = /abc-code|xyz-state|maria|tok-123|%2F%2Fidp/;

/** Events as the SDK hands them to enrichment plugins, with what its own plugins added. */
const EVENTS = {
  'our page view': {
    event_type: 'viewedVhp',
    device_id: 'hpc-1',
    session_id: 1764000000000,
    insert_id: '2f0c7c1e-1111-4222-8333-944445555666',
    event_properties: {
      page_id: 'authCallback',
      url: CALLBACK,
      url_path: '/app/hp-vhp/authCallback',
      referer: 'https://idp.example.org/login?login_hint=maria@example.com',
      czen_session_id: 'csc-1',
      '[Amplitude] Page Location': CALLBACK,
      '[Amplitude] Previous Page Location': 'https://www.example.org/app/hp-vhp/?email=maria',
    },
  },
  'an autocaptured click': {
    event_type: '[Amplitude] Element Clicked',
    event_properties: {
      '[Amplitude] Element Href': '/app/hp-vhp/?token=tok-123',
      '[Amplitude] Element Text': 'Write to maria@example.com',
      '[Amplitude] Page URL': CALLBACK,
    },
  },
  'an attribution identify': {
    event_type: '$identify',
    user_properties: {
      $set: { referrer: CALLBACK, utm_source: 'x' },
      $setOnce: { initial_referrer: CALLBACK },
    },
  },
} as const;

describe('SCRUB_SECRETS_PLUGIN', () => {
  it('is an enrichment plugin, the SDK hook that rewrites events before they leave', () => {
    expect(SCRUB_SECRETS_PLUGIN.type).toBe('enrichment');
  });

  it.each(Object.entries(EVENTS))(
    'scrubs %s and keeps what identifies the event',
    async (_name, event) => {
      const scrubbed = await SCRUB_SECRETS_PLUGIN.execute(event);
      expect(JSON.stringify(scrubbed)).not.toMatch(SECRETS);
      expect(scrubbed.event_type).toBe(event.event_type);
    },
  );

  it('keeps the ids, the path and harmless parameters', async () => {
    const scrubbed = await SCRUB_SECRETS_PLUGIN.execute(EVENTS['our page view']);
    expect(scrubbed).toMatchObject({
      device_id: 'hpc-1',
      session_id: 1764000000000,
      insert_id: '2f0c7c1e-1111-4222-8333-944445555666',
      event_properties: {
        url_path: '/app/hp-vhp/authCallback',
        czen_session_id: 'csc-1',
        page_id: 'authCallback',
      },
    });
    const attribution = await SCRUB_SECRETS_PLUGIN.execute(EVENTS['an attribution identify']);
    expect(attribution.user_properties.$set.utm_source).toBe('x');
  });
});
