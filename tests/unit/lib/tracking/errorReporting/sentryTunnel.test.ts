/** @jest-environment node */
import { envelopeTarget } from '@/lib/tracking/errorReporting/sentryTunnel';

const DSN = 'http://localpublickey@localhost:4002/1';
const envelope = (dsn: unknown) => `${JSON.stringify({ dsn })}\n{"type":"event"}\n{}`;

describe('envelopeTarget', () => {
  it('forwards an envelope for the configured DSN to its ingest URL', () => {
    expect(envelopeTarget(envelope(DSN), DSN)).toBe('http://localhost:4002/api/1/envelope/');
    expect(
      envelopeTarget(
        envelope('https://k@o1.ingest.sentry.io/456'),
        'https://k@o1.ingest.sentry.io/456',
      ),
    ).toBe('https://o1.ingest.sentry.io/api/456/envelope/');
  });

  it.each([
    ['another host', 'http://localpublickey@evil.example/1'],
    ['another project', 'http://localpublickey@localhost:4002/2'],
    ['another key', 'http://other@localhost:4002/1'],
    ['no DSN', undefined],
  ])('refuses %s', (_case, dsn) => {
    expect(envelopeTarget(envelope(dsn), DSN)).toBeNull();
  });

  it('refuses what is not an envelope', () => {
    expect(envelopeTarget('not json', DSN)).toBeNull();
  });
});
