import { commonData } from '@/lib/tracking/analytics/enrichment';
import { loadAnalyticsSdk } from '@/lib/tracking/analytics/loadAnalyticsSdk';
import { SCRUB_SECRETS_PLUGIN } from '@/lib/tracking/analytics/scrubSecretsPlugin';

jest.mock('@/lib/platform/browser/loadScript', () => ({
  loadScript: jest.fn(() => Promise.resolve()),
}));

const CONFIG = {
  key: 'key-1',
  analyticsEnabled: true,
  commonData: commonData({
    sessionId: 's',
    visitorId: 'v',
    environment: 'test',
    language: 'en',
    referer: '',
    userAgent: 'UA',
  }),
};

function fakeAmplitude() {
  const client = {
    init: jest.fn(() => ({ promise: Promise.resolve() })),
    add: jest.fn(() => ({ promise: Promise.resolve() })),
    track: jest.fn(() => ({ promise: Promise.resolve() })),
    identify: jest.fn(() => ({ promise: Promise.resolve() })),
    setUserId: jest.fn(),
    setTransport: jest.fn(),
    flush: jest.fn(() => ({ promise: Promise.resolve() })),
  };
  class Identify {
    values: Record<string, unknown> = {};
    set(key: string, value: unknown) {
      this.values[key] = value;
      return this;
    }
  }
  return { client, module: { createInstance: () => client, Identify } };
}

describe('loadAnalyticsSdk', () => {
  it('loads the SDK from FLAG_ANALYTICS_SCRIPT_URL with the nonce and configures its options', async () => {
    const { loadScript } = jest.requireMock<{ loadScript: jest.Mock }>(
      '@/lib/platform/browser/loadScript',
    );
    const { client, module } = fakeAmplitude();
    window.amplitude = module as unknown as NonNullable<typeof window.amplitude>;
    const sdk = await loadAnalyticsSdk(CONFIG, {
      deviceId: 'hpc-1',
      serverUrl: 'http://localhost:4002/2/httpapi',
      scriptUrl: 'https://cdn.example.com/amplitude.js',
      nonce: 'n0nce',
    });
    expect(loadScript).toHaveBeenCalledWith('https://cdn.example.com/amplitude.js', 'n0nce');
    expect(client.init).toHaveBeenCalledWith(
      'key-1',
      undefined,
      expect.objectContaining({
        deviceId: 'hpc-1',
        serverUrl: 'http://localhost:4002/2/httpapi',
        flushIntervalMillis: 0,
        flushQueueSize: 1,
      }),
    );

    // The scrubbing plugin goes in after init: it runs after the SDK's own enrichment.
    expect(client.add).toHaveBeenCalledWith(SCRUB_SECRETS_PLUGIN);
    expect(client.add.mock.invocationCallOrder[0]).toBeGreaterThan(
      client.init.mock.invocationCallOrder[0] ?? Infinity,
    );

    await expect(sdk.track('viewedVhp', { page_id: 'x' })).resolves.toBeUndefined();
    // An event the SDK gave up on has left too: whoever waits for it stops waiting.
    client.track.mockReturnValueOnce({ promise: Promise.reject(new Error('offline')) });
    await expect(sdk.track('viewedVhp', { page_id: 'y' })).resolves.toBeUndefined();
    sdk.setUserId('a1b2');
    sdk.setUserProperties({ account_status: 'CLIENT', ignored: undefined });
    expect(client.track).toHaveBeenCalledWith('viewedVhp', { page_id: 'x' }, undefined);
    // The page-view recorder's ids go to the SDK as its own event options.
    await sdk.track('viewedVhp', { page_id: 'z' }, { insertId: 'ins-1', time: 1700000000000 });
    expect(client.track).toHaveBeenLastCalledWith(
      'viewedVhp',
      { page_id: 'z' },
      { insert_id: 'ins-1', time: 1700000000000 },
    );
    expect(client.setUserId).toHaveBeenCalledWith('a1b2');
    expect(client.identify).toHaveBeenCalledWith(
      expect.objectContaining({ values: { account_status: 'CLIENT' } }),
    );

    window.dispatchEvent(new Event('pagehide'));
    expect(client.setTransport).toHaveBeenCalledWith('beacon');
    expect(client.flush).toHaveBeenCalled();
    delete window.amplitude;
  });
});
