/** @jest-environment node */
import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import {
  mediaType,
  readJsonBody,
  readRequestBody,
} from '@/lib/serving/requests/requestBody.server';

function request(chunks: Array<string | Error>, headers: Record<string, string> = {}) {
  const stream = new Readable({ read() {} });
  queueMicrotask(() => {
    for (const chunk of chunks) {
      if (chunk instanceof Error) {
        stream.destroy(chunk);
        return;
      }
      stream.push(Buffer.from(chunk));
    }
    stream.push(null);
  });
  return Object.assign(stream, { headers }) as unknown as IncomingMessage;
}

const JSON_TYPE = { 'content-type': 'application/json; charset=utf-8' };

describe('readRequestBody', () => {
  it('joins the chunks of a body within the limit', async () => {
    await expect(readRequestBody(request(['{"a":', '1}']), 16)).resolves.toEqual({
      ok: true,
      text: '{"a":1}',
    });
  });

  it('refuses a declared Content-Length over the limit without reading', async () => {
    const req = request(['x'], { 'content-length': '17' });
    await expect(readRequestBody(req, 16)).resolves.toEqual({ ok: false, reason: 'too_large' });
  });

  it('stops keeping data once a streamed body passes the limit', async () => {
    await expect(readRequestBody(request(['x'.repeat(10), 'y'.repeat(10)]), 16)).resolves.toEqual({
      ok: false,
      reason: 'too_large',
    });
  });

  it('says so when the stream fails', async () => {
    await expect(readRequestBody(request(['{', new Error('reset')]), 16)).resolves.toEqual({
      ok: false,
      reason: 'unreadable',
    });
  });
});

describe('readJsonBody', () => {
  const options = { limitBytes: 1024, mediaTypes: ['application/json'] };

  it('parses JSON of an accepted media type, parameters ignored', async () => {
    await expect(readJsonBody(request(['{"x":[1,2]}'], JSON_TYPE), options)).resolves.toEqual({
      ok: true,
      value: { x: [1, 2] },
    });
  });

  it.each([
    ['another media type', { 'content-type': 'text/plain' }, ['{}'], 415],
    ['no content type', {}, ['{}'], 415],
    ['malformed JSON', JSON_TYPE, ['{"x":'], 400],
    ['an empty body', JSON_TYPE, [''], 400],
    ['a body over the limit', JSON_TYPE, ['"' + 'x'.repeat(2000) + '"'], 413],
  ])('answers %s with %s… status', async (_label, headers, chunks, status) => {
    const read = await readJsonBody(request(chunks, headers), options);
    expect(read).toMatchObject({ ok: false, status });
    expect(read.ok ? '' : read.message).toMatch(/\.$/);
  });

  it('names the limit in kilobytes when refusing a large body', async () => {
    const read = await readJsonBody(request(['x'.repeat(2000)], JSON_TYPE), options);
    expect(read).toEqual({ ok: false, status: 413, message: 'Request body must be at most 1 KB.' });
  });
});

describe('mediaType', () => {
  it.each([
    ['Application/JSON; charset=UTF-8', 'application/json'],
    [' application/csp-report ', 'application/csp-report'],
    [undefined, ''],
  ])('%s → %s', (header, expected) => {
    expect(mediaType(header)).toBe(expected);
  });
});
