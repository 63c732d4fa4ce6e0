/** @jest-environment node */
import { Writable } from 'node:stream';
import { createServerLogger } from '@/lib/platform/logging/logger.server';

/** A logger writing into an array of parsed JSON lines. */
function capturedLogger() {
  const lines: Array<Record<string, unknown>> = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString('utf8')) as Record<string, unknown>);
      done();
    },
  });
  return { log: createServerLogger('info', destination), lines };
}

describe('the server logger', () => {
  it('takes e-mail addresses and tokens out of the message', () => {
    const { log, lines } = capturedLogger();
    log.error(
      { event: 'GQLError' },
      'Error calling Member: record of maria.lopez@example.com unreadable, token=abc123',
    );
    expect(lines[0]?.msg).toBe(
      'Error calling Member: record of [redacted] unreadable, token=[redacted]',
    );
    expect(lines[0]?.event).toBe('GQLError');
  });

  it('takes them out of a logged error’s message and stack, keeping the stack’s lines', () => {
    const { log, lines } = capturedLogger();
    log.error({ err: new Error('member maria@example.com not found') }, 'Member fetch failed');
    const err = lines[0]?.err as { type: string; message: string; stack: string };
    expect(err.type).toBe('Error');
    expect(err.message).toBe('member [redacted] not found');
    expect(err.stack).not.toContain('maria@example.com');
    expect(err.stack.split('\n').length).toBeGreaterThan(1);
  });

  it.each([
    ['a callback URL', { url: '/authCallback?code=abc-code&state=xyz-state' }],
    ['an encoded address', { path: '/?next=maria%40example.com' }],
    ['nested credentials', { upstream: { target: 'https://maria:hunter2@idp.example.org/' } }],
    ['an apiKey-style field', { request: { apiKey: 'k3y' } }],
  ])('scrubs %s in a logged object with the shared rules', (_name, fields) => {
    const { log, lines } = capturedLogger();
    log.info(fields, 'Request');
    expect(JSON.stringify(lines[0])).not.toMatch(/abc-code|xyz-state|maria|hunter2|k3y/);
  });

  it('still redacts e-mail, token and cookie fields', () => {
    const { log, lines } = capturedLogger();
    log.info({ member: { email: 'maria@example.com' }, req: { headers: { cookie: 'a=b' } } }, 'x');
    expect(lines[0]?.member).toEqual({ email: '[redacted]' });
    expect(lines[0]?.req).toEqual({ headers: { cookie: '[redacted]' } });
  });
});
