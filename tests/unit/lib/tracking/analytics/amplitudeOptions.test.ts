/** @jest-environment node */
import { amplitudeOptions } from '@/lib/tracking/analytics/amplitudeOptions';

describe('amplitudeOptions', () => {
  it('sets the wrapper’s flush interval 0 and queue size 1 and leaves the SDK defaults alone', () => {
    const options = amplitudeOptions({ deviceId: 'd-1', serverUrl: undefined });
    expect(options).toMatchObject({ flushIntervalMillis: 0, flushQueueSize: 1, deviceId: 'd-1' });
    for (const key of ['flushMaxRetries', 'sessionTimeout', 'cookieExpiration', 'serverUrl']) {
      expect(options).not.toHaveProperty(key);
    }
    expect(options.remoteConfig).toEqual({ fetchRemoteConfig: true });
  });

  it('sends to a configured server URL and then skips remote config', () => {
    const options = amplitudeOptions({
      deviceId: undefined,
      serverUrl: 'http://localhost:4002/2/httpapi',
    });
    expect(options.serverUrl).toBe('http://localhost:4002/2/httpapi');
    expect(options.remoteConfig).toEqual({ fetchRemoteConfig: false });
    expect(options).not.toHaveProperty('deviceId');
  });
});
